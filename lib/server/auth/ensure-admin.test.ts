/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { ensureAdmin } from '@/lib/server/auth/ensure-admin';
import { verifyPassword } from '@/lib/server/auth/passwords';
import { authenticate, createSession } from '@/lib/server/auth/sessions';
import { createCustomer } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { setupTestDatabase, uniqueEmail } from '@/test/server/support';

setupTestDatabase();

async function row(email: string) {
  const [found] = await (await getDb()).select().from(users).where(eq(users.email, email.toLowerCase()));
  return found;
}

describe('ensureAdmin', () => {
  it('creates the admin, then leaves it alone', async () => {
    const email = uniqueEmail('ops');
    const first = await ensureAdmin(email, 'admin password');
    expect(first.outcome).toBe('created');
    expect(first.user).toMatchObject({ email, role: 'admin' });
    await expect(verifyPassword('admin password', (await row(email)).passwordHash)).resolves.toBe(true);
    expect((await ensureAdmin(email.toUpperCase(), 'admin password')).outcome).toBe('unchanged');
  });

  it('promotes an existing customer and keeps their sessions when the password is the same', async () => {
    const customer = await createCustomer({ name: 'Cy', email: uniqueEmail(), password: 'same password' });
    const { token } = await createSession(customer.id);
    const { outcome, user } = await ensureAdmin(customer.email, 'same password');
    expect(outcome).toBe('updated');
    expect(user).toEqual({ ...customer, role: 'admin' });
    expect(await authenticate(token)).toEqual({ ...customer, role: 'admin' });
  });

  it('sets a new password and ends the sessions signed in with the old one', async () => {
    const email = uniqueEmail('ops');
    const { user } = await ensureAdmin(email, 'old password');
    const { token } = await createSession(user.id);
    expect((await ensureAdmin(email, 'new password')).outcome).toBe('updated');
    const stored = (await row(email)).passwordHash;
    await expect(verifyPassword('new password', stored)).resolves.toBe(true);
    await expect(verifyPassword('old password', stored)).resolves.toBe(false);
    expect(await authenticate(token)).toBeNull();
  });

  it('creates the admin once when several instances start at the same moment', async () => {
    const email = uniqueEmail('ops');
    const outcomes = await Promise.all([1, 2, 3].map(() => ensureAdmin(email, 'admin password')));
    expect(outcomes.map(({ outcome }) => outcome).sort()).toEqual(['created', 'unchanged', 'unchanged']);
    expect(new Set(outcomes.map(({ user }) => user.id)).size).toBe(1);
  });
});
