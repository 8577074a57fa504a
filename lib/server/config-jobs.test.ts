/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';

import { backgroundJobsOn, cronSecret, liveStreamMaxSeconds } from '@/lib/server/config-jobs';
import { settings } from '@/lib/settings/server';

/** The check the server makes at start: every setting parsed. */
const checkJobSettings = () => settings();

const NAMES = ['CRON_SECRET', 'BACKGROUND_JOBS', 'VERCEL', 'LIVE_STREAM_MAX_SECONDS'];

describe('the background jobs’ settings', () => {
  afterEach(() => NAMES.forEach((name) => delete process.env[name]));

  it('have the documented defaults', () => {
    expect(cronSecret()).toBeNull();
    expect(backgroundJobsOn()).toBe(true);
    expect(liveStreamMaxSeconds()).toBe(250);
    expect(() => checkJobSettings()).not.toThrow();
  });

  it('take a cron secret of 16 characters or more, and never repeat a short one', () => {
    process.env.CRON_SECRET = 'short-secret';
    expect(() => checkJobSettings()).toThrow('CRON_SECRET must be at least 16 characters long');
    expect(() => cronSecret()).not.toThrow(/short-secret/);
    process.env.CRON_SECRET = ' a-long-enough-cron-secret ';
    expect(cronSecret()).toBe('a-long-enough-cron-secret');
  });

  it('leave the jobs to the cron routes on Vercel, unless told otherwise', () => {
    process.env.VERCEL = '1';
    expect(backgroundJobsOn()).toBe(false);
    process.env.BACKGROUND_JOBS = 'on';
    expect(backgroundJobsOn()).toBe(true);
    process.env.BACKGROUND_JOBS = 'sometimes';
    expect(() => checkJobSettings()).toThrow('BACKGROUND_JOBS must be "on" or "off", got "sometimes"');
  });

  it('end a live stream after the given seconds, or never', () => {
    process.env.LIVE_STREAM_MAX_SECONDS = '5';
    expect(liveStreamMaxSeconds()).toBe(5);
    process.env.LIVE_STREAM_MAX_SECONDS = 'off';
    expect(liveStreamMaxSeconds()).toBeNull();
    process.env.LIVE_STREAM_MAX_SECONDS = '0';
    expect(() => checkJobSettings()).toThrow('LIVE_STREAM_MAX_SECONDS must be a whole number');
  });
});
