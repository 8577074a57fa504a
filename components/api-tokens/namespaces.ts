/** Every message namespace the API tokens page's client components use, for its IntlScope. */
export const API_TOKENS_NAMESPACES = ['ApiErrors', 'ApiTokens', 'OrgRoles'] as const;
