import type { Formats } from 'next-intl';

/**
 * Every way the console writes a date, by name: `format.dateTime(date, 'dateTime')`. The request
 * config and every NextIntlClientProvider carry these, so a name means the same on the server and in
 * the browser. Dates are in the reader's time zone, except the charts' days: the server counts
 * calendar days in UTC, so a day that starts at midnight UTC is "Mar 4" everywhere, not "Mar 3" in
 * America (docs/architecture.md, i18n).
 */
export const formats = {
  dateTime: {
    /** "Mar 4, 2025" */
    date: { dateStyle: 'medium' },
    /** "Mar 4, 2025, 3:07 PM" */
    dateTime: { dateStyle: 'medium', timeStyle: 'short' },
    /** "Mar 4, 2025, 3:07:09 PM": a tooltip's exact moment. */
    exact: { dateStyle: 'medium', timeStyle: 'medium' },
    /** "3/4/25, 3:07:09 PM": exact, where rows are dense. */
    exactShort: { dateStyle: 'short', timeStyle: 'medium' },
    /** "3:07 PM" */
    time: { timeStyle: 'short' },
    /** "3:07:09 PM" */
    exactTime: { timeStyle: 'medium' },
    /** A chart's hour: "3 PM" */
    hour: { hour: 'numeric' },
    /** A chart's hour in a zone offset by a fraction of an hour: "2:30 PM" */
    hourMinute: { hour: 'numeric', minute: '2-digit' },
    /** A chart's hour, in full: "Tue 3:00 PM" */
    weekdayHour: { weekday: 'short', hour: 'numeric', minute: '2-digit' },
    /** "Tuesday" */
    weekday: { weekday: 'long' },
    /** A chart's day (UTC): "Mar 4" */
    day: { month: 'short', day: 'numeric', timeZone: 'UTC' },
    /** A chart's day in full (UTC): "Tue, Mar 4" */
    weekdayDay: { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' },
    /** A chart's day in a sentence (UTC): "Tuesday, March 4" */
    longDay: { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' },
  },
} satisfies Formats;

export type DateTimeFormatName = keyof (typeof formats)['dateTime'];

declare module 'next-intl' {
  interface AppConfig {
    Formats: typeof formats;
  }
}
