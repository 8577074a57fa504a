import 'server-only';

import nodemailer from 'nodemailer';

import { serverConfig } from '@/lib/server/config';
import { log } from '@/lib/server/log';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Whether this console sends email (SMTP_URL is set): without it, admins hand out reset links. */
export function mailEnabled(): boolean {
  return serverConfig().smtpUrl !== null;
}

/**
 * Sends one email through SMTP_URL with nodemailer, or with `SMTP_URL=log` writes it to the server log
 * (npm run demo, where there is no mail server). Throws when there is no SMTP_URL or the server
 * refuses it; the error names no password (nodemailer's messages hold none).
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { smtpUrl, mailFrom } = serverConfig();
  if (!smtpUrl) throw new Error('SMTP_URL is not set');
  if (smtpUrl === 'log') {
    // The one line that holds a secret on purpose: a reset link, for the demo's operator to open. This
    // is what SMTP_URL=log is for, and why it is never a production setting (README, docs/product.md).
    log().info({ component: 'mail', mail }, `email to ${mail.to} printed, not sent (SMTP_URL=log)`);
    return;
  }
  // Bounded: a mail server that does not answer fails the email, rather than holding its caller (a
  // request, or the alerts' round) for nodemailer's default ten minutes.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  try {
    await transport.sendMail({ from: mailFrom, ...mail });
  } finally {
    transport.close();
  }
}
