/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { addPasskey, registrationOptions } from '@/lib/server/auth/passkeys/manage';
import { createCustomer } from '@/lib/server/auth/users';
import { newPasskeySchema } from '@/lib/validations/passkeys';
import { TEST_CONSOLE_URL, setupSmtpInbox } from '@/test/server/smtp-inbox';
import { SoftAuthenticator } from '@/test/server/soft-authenticator';
import { setupTestDatabase, uniqueEmail } from '@/test/server/support';

/**
 * The notice of a new passkey (docs/product.md, Passkeys): its owner is told, with where it was added
 * from and the way to undo it. With CONSOLE_URL set, the passkey belongs to the console's host.
 */
setupTestDatabase();
const mail = setupSmtpInbox();
const PASSWORD = 'quiet-orchard-17';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('the new passkey notice', () => {
  it('mails the owner the passkey’s name, the browser and address, and the way to undo it', async () => {
    mail.mailOn();
    const user = await createCustomer({ name: 'Pia', email: uniqueEmail('passkey'), password: PASSWORD });
    const request = new Request('http://10.0.0.5:3000/api/user/passkeys', { method: 'POST' });
    const options = await registrationOptions(user, PASSWORD, request);
    expect(options.rp.id).toBe(new URL(TEST_CONSOLE_URL).hostname);
    const authenticator = new SoftAuthenticator(TEST_CONSOLE_URL);
    const client = { ip: '203.0.113.9', userAgent: FIREFOX_LINUX };
    // As the route reads it: the browser's answer through the request's schema.
    const input = newPasskeySchema.parse({ name: 'Work laptop', response: authenticator.create(options) });
    await addPasskey(user, input, request, client);
    const notice = await mail.inbox().next();
    expect(notice.to).toContain(user.email);
    expect(notice.raw).toContain('A passkey was added to your');
    expect(notice.raw).toContain('Work laptop');
    expect(notice.raw).toContain('Firefox 133 on Linux');
    expect(notice.raw).toContain('from 203.0.113.9');
    expect(notice.raw).toContain(`${TEST_CONSOLE_URL}/auth/forgot-password`);
  });
});
