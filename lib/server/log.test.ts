/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';

import { log, safeError } from '@/lib/server/log';
import { captureLog } from '@/test/server/log-capture';

describe('the server log', () => {
  afterEach(() => {
    delete process.env.LOG_FORMAT;
  });

  it('keeps of an error its name, innermost code and first line, with values and tokens masked', () => {
    const driver = Object.assign(new Error('invalid input syntax for type uuid: "fdk_abc"\nDETAIL: more'), {
      code: '22P02',
    });
    const wrapped = new Error('Failed query: select 1\nparams: fdk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', {
      cause: driver,
    });
    const safe = safeError(wrapped);
    expect(safe).toMatchObject({
      name: 'Error',
      code: '22P02',
      message: 'invalid input syntax for type uuid: "?"',
    });
    expect(JSON.stringify(safe)).not.toMatch(/fdk_|params|DETAIL/);
    expect(safeError(new Error(`token ${'x'.repeat(43)} refused`)).message).toBe('token [redacted] refused');
    expect(safeError(new Error('550 5.1.1 <ann.lee@example.com>: Recipient address rejected')).message).toBe(
      '550 5.1.1 <[redacted]>: Recipient address rejected',
    );
  });

  it('redacts fields that may hold a secret, at the top level and one level down', () => {
    const capture = captureLog();
    log().info({ key: 'fdk_1', request: { authorization: 'Bearer t', path: '/api/apps' } }, 'call');
    capture.restore();
    expect(capture.lines()[0]).toMatchObject({
      key: '[redacted]',
      request: { authorization: '[redacted]', path: '/api/apps' },
    });
  });

  it('redacts the secrets of two-factor sign-in: its secret, its URL, recovery codes and challenges', () => {
    const capture = captureLog();
    log().info(
      {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        answer: { otpauthUrl: 'otpauth://totp/x?secret=JBSW', recoveryCodes: ['abcde-fghjk'] },
        input: { challenge: 'c'.repeat(43), recoveryCode: 'abcde-fghjk' },
      },
      'two-factor',
    );
    capture.restore();
    expect(capture.lines()[0]).toMatchObject({
      secret: '[redacted]',
      answer: { otpauthUrl: '[redacted]', recoveryCodes: '[redacted]' },
      input: { challenge: '[redacted]', recoveryCode: '[redacted]' },
    });
    expect(capture.raw.join('')).not.toMatch(/JBSW|abcde|ccccc/);
  });

  it('redacts what a passkey ceremony carries: the answer, its signature, its public key', () => {
    const capture = captureLog();
    log().info(
      {
        passkey: { id: 'cred-1', response: { signature: 'sig-1' } },
        response: { clientDataJSON: 'client-1', attestationObject: 'att-1', signature: 'sig-2' },
        stored: { publicKey: 'pub-1' },
      },
      'passkeys',
    );
    capture.restore();
    expect(capture.lines()[0]).toMatchObject({
      passkey: '[redacted]',
      response: { clientDataJSON: '[redacted]', attestationObject: '[redacted]', signature: '[redacted]' },
      stored: { publicKey: '[redacted]' },
    });
    expect(capture.raw.join('')).not.toMatch(/cred-1|sig-|client-1|att-1|pub-1/);
  });

  it('writes one readable line with LOG_FORMAT=pretty', () => {
    process.env.LOG_FORMAT = 'pretty';
    const capture = captureLog();
    log().warn({ requests: 3 }, 'database unavailable');
    capture.restore();
    const text = capture.raw.join('');
    expect(text.trim().split('\n')).toHaveLength(1);
    expect(text).toMatch(/WARN: database unavailable {"requests":3}/);
    expect(() => JSON.parse(text)).toThrow();
  });
});
