/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { redactChanges } from '@/lib/server/audit/record';

describe('redactChanges', () => {
  it('drops the values of secret-looking fields, and keeps a masked key', () => {
    expect(
      redactChanges([
        { field: 'key', before: 'fdk_••••••••ab12', after: null },
        { field: 'key', before: 'fdk_3kX9v2LmQp8ZrT1y', after: 'fdk_••••••••' },
        { field: 'password', before: 'hunter2hunter2', after: '••••••••' },
        { field: 'secretToken', before: 'whsec_abc', after: 'x' },
        { field: 'name', before: 'Shop', after: 'Store' },
      ]),
    ).toEqual([
      { field: 'key', before: 'fdk_••••••••ab12', after: null },
      { field: 'key', before: null, after: 'fdk_••••••••' },
      { field: 'password', before: null, after: '••••••••' },
      { field: 'secretToken', before: null, after: null },
      { field: 'name', before: 'Shop', after: 'Store' },
    ]);
  });
});
