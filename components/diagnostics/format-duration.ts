/** A time span as days, hours, minutes and seconds, the larger units only when they are not zero. */
export function durationParts(ms: number): { unit: 'day' | 'hour' | 'minute' | 'second'; value: number }[] {
  let rest = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const hours = Math.floor(rest / 3600);
  rest -= hours * 3600;
  const minutes = Math.floor(rest / 60);
  const seconds = rest - minutes * 60;
  const parts = [
    { unit: 'day' as const, value: days },
    { unit: 'hour' as const, value: hours },
    { unit: 'minute' as const, value: minutes },
    { unit: 'second' as const, value: seconds },
  ];
  const first = parts.findIndex((part) => part.value > 0);
  return first === -1 ? [parts[3]] : parts.slice(first);
}

/** "1h 2m 3s" in the locale's own units and separators (Intl unit and list formats). */
export function formatDuration(ms: number, locale: string): string {
  const list = new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' });
  return list.format(
    durationParts(ms).map(({ unit, value }) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow' }).format(value),
    ),
  );
}
