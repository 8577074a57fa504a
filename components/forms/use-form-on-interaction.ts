'use client';

import { useCallback, useRef, useState, type FormEvent, type PointerEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** What a form held when its Formik arrived: the values typed so far, the focused field, a pending submit. */
export interface FormHandoff {
  values: Record<string, string>;
  focus: { name: string; selectionStart: number | null; selectionEnd: number | null } | null;
  submit: boolean;
}

function readHandoff(form: HTMLFormElement | null, submit: boolean): FormHandoff {
  const values: Record<string, string> = {};
  if (!form) return { values, focus: null, submit };
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') values[name] = value;
  });
  const active = document.activeElement;
  const focused =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && form.contains(active)
      ? active
      : null;
  return {
    values,
    // Email fields have no selection to read (null).
    focus: focused
      ? { name: focused.name, selectionStart: focused.selectionStart, selectionEnd: focused.selectionEnd }
      : null,
    submit,
  };
}

export interface DeferredFormProps {
  ref: RefObject<HTMLFormElement | null>;
  onFocus: () => void;
  onPointerDown: (event: PointerEvent<HTMLFormElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCompositionStart: () => void;
  onCompositionEnd: () => void;
}

/**
 * A form whose Formik code loads when the user first reaches for it (a field focused, a pointer on the
 * form, a submit), not with the page: the sign-in page's first load then carries no form library
 * (bench/README.md, figure 1). Until it arrives the page shows the same fields, unbound, with
 * `formProps`; then `loaded` holds the module and what the user had done (`FormHandoff`), which the
 * Formik form takes over (`ApplyHandoff`): the values, the focus and a submit already asked for.
 * The swap happens in the same task as the reading, so no keystroke falls between them. While an input
 * method is composing text (Japanese, Chinese, Korean...) it waits for the composition to end, which
 * a new field would cut short; while a pointer is pressed on the form, it waits for the release, or
 * the new elements would take the click from the link or button pressed. `loadFailed` says the user
 * sent the form and its code could not be fetched (offline): the page says so, and the next
 * interaction tries again.
 */
export function useFormOnInteraction<Module>(load: () => Promise<Module>) {
  const [loaded, setLoaded] = useState<{ module: Module; handoff: FormHandoff } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const started = useRef(false);
  const submitAsked = useRef(false);
  const composing = useRef(false);
  // The pointers pressed on the form, by id: with two fingers down, the first one's release is not the end.
  const pressed = useRef(new Set<number>());
  const arrived = useRef<{ module: Module } | null>(null);

  const takeOver = useCallback(() => {
    const arrival = arrived.current;
    if (!arrival || composing.current || pressed.current.size > 0) return;
    arrived.current = null;
    flushSync(() =>
      setLoaded({ module: arrival.module, handoff: readHandoff(formRef.current, submitAsked.current) }),
    );
  }, []);

  const wake = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setLoadFailed(false);
    load().then(
      (formModule) => {
        arrived.current = { module: formModule };
        takeOver();
      },
      () => {
        // Offline, or a new deployment: the next interaction tries again. A submit that failed here
        // is said so, and not sent later by itself: the user sends the form again.
        started.current = false;
        if (submitAsked.current) {
          submitAsked.current = false;
          setLoadFailed(true);
        }
      },
    );
  }, [load, takeOver]);

  const formProps: DeferredFormProps = {
    ref: formRef,
    onFocus: wake,
    onPointerDown: (event) => {
      // The swap waits for the press to end: new elements under the pointer between its down and its
      // up would take the click from the one pressed (a link not followed, a button not pressed).
      const { pointerId } = event;
      pressed.current.add(pointerId);
      const release = (end: globalThis.PointerEvent) => {
        if (end.pointerId !== pointerId) return;
        window.removeEventListener('pointerup', release, true);
        window.removeEventListener('pointercancel', release, true);
        // After the click, which the browser sends in the same task as the pointerup.
        setTimeout(() => {
          pressed.current.delete(pointerId);
          takeOver();
        }, 0);
      };
      window.addEventListener('pointerup', release, true);
      window.addEventListener('pointercancel', release, true);
      wake();
    },
    onSubmit: (event) => {
      event.preventDefault();
      submitAsked.current = true;
      wake();
    },
    onCompositionStart: () => {
      composing.current = true;
    },
    onCompositionEnd: () => {
      composing.current = false;
      // After the composed text's last input event, which some browsers send after this one.
      setTimeout(takeOver, 0);
    },
  };
  return { loaded, loadFailed, formProps };
}
