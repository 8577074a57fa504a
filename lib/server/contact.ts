import { serverConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { contactMessages } from '@/lib/server/db/schema';
import { rateLimited } from '@/lib/server/http/api-error';
import { rateLimiter } from '@/lib/server/rate-limit';
import type { ContactInput } from '@/lib/validations/contact';

export interface StoredContactMessage {
  id: string;
  createdAt: Date;
}

/**
 * Keeps a message from the public contact form, for the admins to read. A sender (by address) who
 * sends too many in a window is refused with 429 `rate_limited` (`CONTACT_RATE_LIMIT`).
 */
export async function storeContactMessage(
  input: ContactInput,
  clientIp: string,
): Promise<StoredContactMessage> {
  const limit = await rateLimiter('contact', serverConfig().contactRateLimit)?.hit(`ip:${clientIp}`);
  if (limit?.limited) throw rateLimited(limit.retryAfterSeconds);
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, message: input.message })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row;
}
