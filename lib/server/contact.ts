import { getDb } from '@/lib/server/db/client';
import { contactMessages } from '@/lib/server/db/schema';
import type { ContactInput } from '@/lib/validations/contact';

export interface StoredContactMessage {
  id: string;
  createdAt: Date;
}

/** Keeps a message from the public contact form, for the admins to read. */
export async function storeContactMessage(input: ContactInput): Promise<StoredContactMessage> {
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, message: input.message })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row;
}
