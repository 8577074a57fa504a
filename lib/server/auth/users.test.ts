/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { verifyPassword } from '@/lib/server/auth/passwords';
import { createCustomer, findByEmail, updateName } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { users } from '@/lib/server/db/schema';
import { uniqueEmail, setupTestDatabase } from '@/test/server/support';

setupTestDatabase();

async function row(email: string) {
  const [found] = await (await getDb()).select().from(users).where(eq(users.email, email.toLowerCase()));
  return found;
}

describe('users', () => {
  it('creates customers with a lowercased email and a hashed password', async () => {
    const email = uniqueEmail('MiXeD');
    const user = await createCustomer({ name: 'Ann', email, password: 'password1' });
    expect(user).toEqual({
      id: expect.any(String),
      name: 'Ann',
      email: email.toLowerCase(),
      role: 'customer',
    });
    expect((await findByEmail(email.toUpperCase()))?.id).toBe(user.id);
    const stored = await row(email);
    expect(stored.passwordHash).not.toBe('password1');
    await expect(verifyPassword('password1', stored.passwordHash)).resolves.toBe(true);
  });

  it('refuses a second account for the same email as a unique violation', async () => {
    const email = uniqueEmail();
    await createCustomer({ name: 'Ann', email, password: 'password1' });
    const error = await createCustomer({
      name: 'Bo',
      email: email.toUpperCase(),
      password: 'password2',
    }).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('updates the name and the update time', async () => {
    const user = await createCustomer({ name: 'Ann', email: uniqueEmail(), password: 'password1' });
    // Backdated a minute, so an update time left unchanged shows even when both fall in one millisecond.
    const backdated = new Date(Date.now() - 60_000);
    await (await getDb()).update(users).set({ updatedAt: backdated }).where(eq(users.id, user.id));
    expect((await row(user.email)).updatedAt).toEqual(backdated);
    expect(await updateName(user.id, 'Ann Lee', SYSTEM_SOURCE)).toEqual({ ...user, name: 'Ann Lee' });
    const after = await row(user.email);
    expect(after.name).toBe('Ann Lee');
    expect(after.updatedAt.getTime()).toBeGreaterThan(backdated.getTime());
    expect(await updateName('00000000-0000-4000-8000-000000000000', 'Nobody', SYSTEM_SOURCE)).toBeNull();
  });

  it('rejects a role other than customer or admin in the database', async () => {
    const db = await getDb();
    const insert = db
      .insert(users)
      .values({ name: 'X', email: uniqueEmail(), passwordHash: 'x', role: 'root' as 'admin' });
    await expect(insert).rejects.toThrow();
  });
});
