'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

import { cx } from '@/components/shell/class-names';
import { useFocusTrap } from '@/components/shell/use-focus-trap';

/** The widths of a centred dialog: its content fills it, and sets no width of its own. */
const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-3xl' } as const;

/**
 * A modal dialog (WAI-ARIA dialog pattern): rendered in a portal over a dimmed page, labelled by its
 * title, focus kept inside and returned on close, Escape and a click on the backdrop close it, and the
 * page behind does not scroll. `placement="end"` makes it a side drawer on the end edge.
 *
 * The panel owns the dialog's box (docs/architecture.md, "Dialogs"): its width (`size`), at most the
 * viewport's height, and scrolling up and down when its content is taller. It never scrolls sideways:
 * content wider than the panel is a bug that e2e/dialog-layout.spec.ts reports.
 */
export function ModalDialog({
  titleId,
  descriptionId,
  onClose,
  initialFocus,
  returnFocus,
  placement = 'center',
  size = 'md',
  role = 'dialog',
  children,
}: {
  titleId: string;
  descriptionId?: string;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  returnFocus?: RefObject<HTMLElement | null>;
  placement?: 'center' | 'end';
  /** A centred dialog's width, up to the viewport's less a margin. */
  size?: keyof typeof WIDTHS;
  /** 'alertdialog' for a confirmation that interrupts the user (WAI-ARIA alert dialog pattern). */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, { onEscape: onClose, initialFocus, returnFocus });

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return createPortal(
    <div
      className={cx(
        'fixed inset-0 z-50 flex',
        placement === 'center' ? 'items-center justify-center p-4' : 'justify-end',
      )}
    >
      <div
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 bg-slate-950/50 backdrop-blur-[2px]"
      />
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className={cx(
          'relative max-h-full min-w-0 overflow-x-hidden overflow-y-auto overscroll-contain bg-white text-slate-900 shadow-2xl outline-none dark:bg-slate-900 dark:text-slate-100',
          placement === 'center'
            ? cx('dialog-in w-full rounded-2xl border border-slate-200 dark:border-slate-700', WIDTHS[size])
            : 'drawer-in flex h-full w-full max-w-sm flex-col border-s border-slate-200 dark:border-slate-700',
        )}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
