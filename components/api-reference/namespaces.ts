/** The message namespaces of the API reference page's client components (IntlScope). */
export const API_REFERENCE_NAMESPACES = ['ApiReference', 'ApiErrors'] as const;
