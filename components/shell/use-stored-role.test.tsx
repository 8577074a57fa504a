import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';

import { storeRecord } from '@/components/shell/test-utils';
import { useStoredRole } from '@/components/shell/use-stored-role';

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('useStoredRole', () => {
  it("reads the stored record's role, and follows a sign-in in another tab", () => {
    const { result } = renderHook(() => useStoredRole());
    expect(result.current).toBeNull();
    act(() => {
      storeRecord('admin');
      window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token' }));
    });
    expect(result.current).toBe('admin');
  });

  it('is null, not a crash, where the browser refuses storage', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const { result } = renderHook(() => useStoredRole());
    expect(result.current).toBeNull();
  });
});
