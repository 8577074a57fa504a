import { expect, type APIRequestContext } from '@playwright/test';

import { E2E_INBOX_URL } from './env';

/** One email as the run's mail server received it (mail-inbox-server.ts): recipients, subject, text. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Every email the run's mail server received for `address`, oldest first. */
export async function mailsTo(request: APIRequestContext, address: string): Promise<ReceivedMail[]> {
  const response = await request.get(`${E2E_INBOX_URL}/mails`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as ReceivedMail[]).filter((mail) => mail.to.includes(address));
}

/** Waits for an email to `address` whose subject is `subject`, and answers it. */
export async function mailWithSubject(
  request: APIRequestContext,
  address: string,
  subject: string,
  timeout = 60_000,
): Promise<ReceivedMail> {
  await expect
    .poll(async () => (await mailsTo(request, address)).map((mail) => mail.subject), { timeout })
    .toContain(subject);
  return (await mailsTo(request, address)).find((mail) => mail.subject === subject)!;
}
