import { uniqueEmail } from './support/accounts';
import { E2E_BASE_URL } from './support/env';
import { expect, test } from './support/test';

/**
 * The address the rate limits count, under `next start` with no proxy in front (TRUSTED_PROXIES=0):
 * the socket's, whatever X-Forwarded-For the client writes.
 */
test('a client cannot pick its own address by writing X-Forwarded-For', async ({ request }) => {
  const email = uniqueEmail('forged-address');
  const statuses: number[] = [];
  // LOGIN_RATE_LIMIT's default: 10 failures per account from one address.
  for (let attempt = 0; attempt < 11; attempt += 1) {
    const answer = await request.post('/api/v1/auth/login', {
      headers: { origin: E2E_BASE_URL, 'x-forwarded-for': `198.51.100.${attempt + 1}` },
      data: { email, password: `wrong password ${attempt}` },
    });
    statuses.push(answer.status());
  }
  expect(statuses).toEqual([...Array(10).fill(401), 429]);
});
