import 'server-only';

import { consoleSettingValues } from '@/lib/settings/public';
import { settings } from '@/lib/settings/server';

/**
 * Settings read from the environment at request time, never baked in at build, so one build serves
 * every preview and production deployment.
 */
export interface PublicRuntimeConfig {
  productName: string;
  /** Base URL of the auth service; '' means this server. */
  authApiUrl: string;
  /** Base URL of the dashboard API; '' means this server. */
  dashboardApiUrl: string;
}

export function publicRuntimeConfig(): PublicRuntimeConfig {
  const values = consoleSettingValues();
  return {
    productName: values.PRODUCT_NAME,
    authApiUrl: values.AUTH_API_URL,
    dashboardApiUrl: values.DASHBOARD_API_URL,
  };
}

/**
 * Whether "Forgot password?" can send an email: true or false when this server is the auth service
 * (SMTP_URL set or not), null when AUTH_API_URL names another one, whose answer then tells.
 */
export function passwordResetByEmail(): boolean | null {
  if (consoleSettingValues().AUTH_API_URL) return null;
  return Boolean(settings().SMTP_URL);
}
