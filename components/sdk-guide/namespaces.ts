/**
 * The message namespaces the SDK guide's client components read. The pages hand exactly these to
 * their `IntlScope` (a nested provider replaces the shell's messages, so every one must be here).
 */
export const SDK_GUIDE_NAMESPACES = ['ApiErrors', 'IngestRefusals', 'InstallCheck', 'SdkGuide'] as const;

export const ADMIN_SDK_GUIDE_NAMESPACES = ['ApiErrors', 'SdkGuide', 'SdkGuideEditor', 'Validation'] as const;
