/**
 * The end-to-end run's mail server (playwright.config.ts starts it): a real SMTP server on 127.0.0.1
 * (the `smtp-server` package) that keeps every message it is sent, decoded by `mailparser`, and beside
 * it an HTTP server answering them as JSON at GET /mails, newest last. The console that sends email
 * (E2E_MAIL_URL) has it as SMTP_URL; e2e/support/mail-inbox.ts reads it for the specs. Not part of the
 * app.
 */
import { createServer } from 'node:http';

import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

import { E2E_INBOX_PORT, E2E_SMTP_PORT } from './env';
import type { ReceivedMail } from './mail-inbox';

const received: ReceivedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        });
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
smtp.listen(E2E_SMTP_PORT, '127.0.0.1');

createServer((request, response) => {
  if (request.method !== 'GET' || request.url !== '/mails') {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
}).listen(E2E_INBOX_PORT, '127.0.0.1');
