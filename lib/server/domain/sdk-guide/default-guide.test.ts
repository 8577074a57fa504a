/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { DEFAULT_SDK_GUIDE } from '@/lib/server/domain/sdk-guide/default-guide';

describe('DEFAULT_SDK_GUIDE', () => {
  it('gives the online window as the default it is, since ONLINE_WINDOW_SECONDS can change it', () => {
    // Every mention of the window's length says it is the default, never a fixed duration.
    expect(DEFAULT_SDK_GUIDE).toContain('online window');
    expect(DEFAULT_SDK_GUIDE.split('(5 minutes by default)').join('')).not.toMatch(/\b5 minutes/);
  });
});
