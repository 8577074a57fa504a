import type { AddressInfo } from 'node:net';

import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { SMTPServer } from 'smtp-server';

import { resetSettings } from '@/lib/settings/define';

/** One email as the local SMTP server received it: its recipients and its raw text, decoded. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Undoes quoted-printable soft line breaks and escapes, so a long link reads whole. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A real SMTP server on 127.0.0.1 for the mail tests (the `smtp-server` package): it accepts any
 * message and keeps it. Not used by the app.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: decodeQuotedPrintable(raw),
        });
        waiting.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next email, once it has arrived (within a few seconds). */
    async next(count = received.length + 1): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error('no email arrived');
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received[count - 1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link in an email. */
export function resetLinkIn(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/.exec(mail.raw);
  if (!match) throw new Error(`no reset link in: ${mail.raw}`);
  return new URL(match[0]);
}

/** The console address the notice tests' links lead to (CONSOLE_URL). */
export const TEST_CONSOLE_URL = 'https://console.example.com';

/**
 * A mail test file's inbox: started before its tests and closed after them. `mailOn()` sets SMTP_URL
 * (and CONSOLE_URL) for the test that calls it; they are unset after each test, so the others run
 * without a mail server.
 */
export function setupSmtpInbox() {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox.close();
  });
  afterEach(() => {
    delete process.env.SMTP_URL;
    delete process.env.CONSOLE_URL;
    resetSettings();
  });
  return {
    inbox: () => inbox,
    mailOn: () => {
      process.env.SMTP_URL = inbox.url;
      process.env.CONSOLE_URL = TEST_CONSOLE_URL;
      resetSettings();
    },
  };
}
