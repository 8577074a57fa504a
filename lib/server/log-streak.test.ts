/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';

import { failureStreak, REMINDER_MS } from '@/lib/server/log-streak';
import { captureLog } from '@/test/server/log-capture';

describe('a failing loop in the server log', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('logs the first failure, counts the rest, and logs the recovery with the count', () => {
    const capture = captureLog();
    const streak = failureStreak('test-loop', 'retrying every second');
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (let i = 0; i < 50; i += 1) {
      streak.failed(refused);
      jest.advanceTimersByTime(1000);
    }
    jest.advanceTimersByTime(REMINDER_MS);
    streak.failed(refused);
    streak.succeeded();
    streak.succeeded();
    capture.restore();

    expect(capture.lines().map(({ level, msg, loop }) => ({ level, msg, loop }))).toEqual([
      { level: 40, msg: 'test-loop: retrying every second', loop: 'test-loop' },
      { level: 40, msg: 'test-loop: still failing (51 failures in 350 s)', loop: 'test-loop' },
      { level: 30, msg: 'test-loop: working again after 51 failures in 350 s', loop: 'test-loop' },
    ]);
    expect(capture.lines()[0]).toMatchObject({ err: { code: 'ECONNREFUSED' } });
    expect(capture.lines()[2]).toMatchObject({ failures: 51, failedForSeconds: 350 });
  });

  it('keeps one streak per loop, whichever bundle asks for it', () => {
    const capture = captureLog();
    failureStreak('shared-loop', 'failing').failed(new Error('down'));
    failureStreak('shared-loop', 'failing').failed(new Error('down'));
    failureStreak('shared-loop', 'failing').succeeded();
    capture.restore();
    expect(capture.messages()).toEqual([
      'shared-loop: failing',
      'shared-loop: working again after 2 failures in 0 s',
    ]);
  });
});
