/** Every message namespace the versions page uses, for its IntlScope. */
export const VERSIONS_NAMESPACES = ['ApiErrors', 'DataTable', 'Versions'] as const;
