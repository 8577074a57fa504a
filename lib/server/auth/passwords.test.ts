/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { dummyPasswordHash, hashPassword, verifyPassword } from '@/lib/server/auth/passwords';

describe('passwords', () => {
  it('stores a salted, self-describing scrypt hash, never the password', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toContain('correct horse');
    expect(second).not.toBe(first);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse');
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horsE', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('rejects stored values it did not write', async () => {
    await expect(verifyPassword('x', 'x')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$abc$8$1$c2FsdA$aGFzaA')).resolves.toBe(false);
    await expect(verifyPassword('x', 'bcrypt$10$whatever')).resolves.toBe(false);
  });

  it('keeps one dummy hash that no password matches', async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    await expect(verifyPassword('', dummy)).resolves.toBe(false);
  });
});
