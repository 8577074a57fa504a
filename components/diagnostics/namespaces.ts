/** The message namespaces the diagnostics page's client components read (for its `IntlScope`). */
export const DIAGNOSTICS_NAMESPACES = ['Diagnostics', 'SettingsPanel'] as const;
