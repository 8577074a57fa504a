import { describe, expect, it } from '@jest/globals';

import { scopeKey } from '@/components/api-tokens/create-token-dialog';
import { TOKEN_SCOPES } from '@/lib/auth/api-tokens';
import en from '@/messages/en.json';

describe('the API token scopes', () => {
  it('each have words in the token dialog (the other languages follow en: i18n tests)', () => {
    const labels = en.ApiTokens as unknown as Record<string, Record<string, string>>;
    const missing = TOKEN_SCOPES.filter((scope) => {
      const [namespace, key] = scopeKey(scope).split('.');
      return typeof labels[namespace]?.[key] !== 'string';
    });
    expect(missing).toEqual([]);
  });
});
