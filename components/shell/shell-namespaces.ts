/**
 * The message namespaces the client components of the console shell use (and the error boundary
 * below it). The layouts hand exactly these to the client; pages that add client components of their
 * own wrap them in an `IntlScope` of their own.
 */
export const SHELL_NAMESPACES = [
  'ApiErrors',
  'ArrivalNotice',
  'ChangePasswordModal',
  'CreateOrgDialog',
  'ErrorPage',
  'Header',
  'LanguageSelect',
  'Navigation',
  'OrgRoles',
  'OrgSwitcher',
  'PasswordStrength',
  'ScrollToTop',
  'SessionEnded',
  'SessionsModal',
  'SettingsPanel',
  'Shell',
  'ThemeToggle',
  'TwoFactorModal',
  'UpdateNameModal',
  'UserMenu',
  'Validation',
] as const;
