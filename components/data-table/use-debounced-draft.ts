'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * A text field's draft of an owner's value (a search, a filter): typed text reaches `onChange`, trimmed,
 * once the user pauses for `delay` ms; a new value from the owner replaces the draft, unless it is just
 * what the user typed coming back.
 */
export function useDebouncedDraft(
  value: string,
  onChange: (value: string) => void,
  delay: number,
): [string, (draft: string) => void] {
  const [draft, setDraft] = useState(value);
  const [previousValue, setPreviousValue] = useState(value);
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  if (value !== previousValue) {
    setPreviousValue(value);
    if (value !== draft.trim()) setDraft(value);
  }

  useEffect(() => {
    const text = draft.trim();
    if (text === value) return;
    const timer = setTimeout(() => onChangeRef.current(text), delay);
    return () => clearTimeout(timer);
  }, [draft, value, delay]);

  return [draft, setDraft];
}
