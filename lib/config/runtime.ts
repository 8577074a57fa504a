import 'server-only';

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

function baseUrl(value: string | undefined): string {
  return (value ?? '').trim().replace(/\/+$/, '');
}

export function publicRuntimeConfig(): PublicRuntimeConfig {
  return {
    productName: process.env.PRODUCT_NAME?.trim() || 'Fleetdeck',
    authApiUrl: baseUrl(process.env.AUTH_API_URL),
    dashboardApiUrl: baseUrl(process.env.DASHBOARD_API_URL),
  };
}

/**
 * Whether "Forgot password?" can send an email: true or false when this server is the auth service
 * (SMTP_URL set or not), null when AUTH_API_URL names another one, whose answer then tells.
 */
export function passwordResetByEmail(): boolean | null {
  if (baseUrl(process.env.AUTH_API_URL)) return null;
  return Boolean(process.env.SMTP_URL?.trim());
}
