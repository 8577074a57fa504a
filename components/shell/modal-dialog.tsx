'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

import { cx } from '@/components/shell/class-names';
import { useFocusTrap } from '@/components/shell/use-focus-trap';

/**
 * A modal dialog (WAI-ARIA dialog pattern): rendered in a portal over a dimmed page, labelled by its
 * title, focus kept inside and returned on close, Escape and a click on the backdrop close it, and the
 * page behind does not scroll. `placement="end"` makes it a side drawer on the end edge.
 */
export function ModalDialog({
  titleId,
  descriptionId,
  onClose,
  initialFocus,
  returnFocus,
  placement = 'center',
  role = 'dialog',
  className,
  children,
}: {
  titleId: string;
  descriptionId?: string;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  returnFocus?: RefObject<HTMLElement | null>;
  placement?: 'center' | 'end';
  /** 'alertdialog' for a confirmation that interrupts the user (WAI-ARIA alert dialog pattern). */
  role?: 'dialog' | 'alertdialog';
  className?: string;
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
          'relative bg-white text-slate-900 shadow-2xl outline-none dark:bg-slate-900 dark:text-slate-100',
          placement === 'center'
            ? 'w-full max-w-md rounded-2xl border border-slate-200 dark:border-slate-700'
            : 'flex h-full w-full max-w-sm flex-col border-s border-slate-200 dark:border-slate-700',
          className,
        )}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
