import { expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';

/** Browser logs that are expected: a refused token answers 401, which Chromium logs as a failed load. */
const ALWAYS_IGNORED: readonly RegExp[] = [
  /Failed to load resource: the server responded with a status of 401/,
];

/** Hydration mismatches (development wording and React's production error codes). */
const HYDRATION =
  /hydrat|did not match|server rendered (HTML|text)|Minified React error #(418|419|422|423|425)/i;

/**
 * Collects the browser console errors and uncaught page errors of a test's contexts. Any hydration
 * warning (error or warning level) or page error fails the test; so does any other console error,
 * unless the test says it expects it.
 */
export class ConsoleWatch {
  private readonly problems: string[] = [];
  private readonly allowed: RegExp[] = [...ALWAYS_IGNORED];

  attach(context: BrowserContext): void {
    context.on('console', (message) => this.onConsole(message));
    context.on('weberror', (webError) => {
      this.problems.push(`uncaught page error: ${webError.error().stack ?? webError.error().message}`);
    });
  }

  /** A console error this test expects (matched against the message text). */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  private onConsole(message: ConsoleMessage): void {
    const type = message.type();
    const text = message.text();
    const where = message.page()?.url() ?? '';
    const source = message.location().url;
    if ((type === 'error' || type === 'warning') && HYDRATION.test(text)) {
      this.problems.push(`hydration ${type} on ${where}: ${text}`);
      return;
    }
    if (type !== 'error' || this.allowed.some((pattern) => pattern.test(text))) return;
    this.problems.push(`console error on ${where}: ${text}${source ? ` (${source})` : ''}`);
  }

  verify(): void {
    expect(this.problems, 'browser console errors and uncaught page errors').toEqual([]);
  }
}
