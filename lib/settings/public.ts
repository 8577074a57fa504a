import * as z from 'zod/mini';

import { parsedOnce, parseSettings, type Env, type SettingGroup, type ValuesOf } from './define';
import { baseUrl, onOff } from './kinds';

/**
 * The settings that pages and the Edge middleware read: the product's name, where its APIs are and
 * whether it is down for maintenance. Kept apart from the backend's (lib/settings/server.ts, which
 * includes these), so the middleware's bundle carries only these four.
 */
export const consoleSettings = {
  title: 'Console',
  settings: {
    PRODUCT_NAME: {
      meaning: 'Product name in titles, the logo and the emails.',
      default: 'Fleetdeck',
      schema: z.string(),
    },
    AUTH_API_URL: {
      meaning: 'Base URL of the auth service (`/api/v1/auth/login`, `/signup`, `/logout`).',
      shownDefault: 'this server',
      schema: baseUrl,
    },
    DASHBOARD_API_URL: {
      meaning: 'Base URL of the dashboard API (`/api/user` and the product’s calls).',
      shownDefault: 'this server',
      schema: baseUrl,
    },
    MAINTENANCE: {
      meaning: '`on`: down for maintenance; pages show the maintenance page and the API answers 503.',
      default: 'off',
      schema: onOff,
    },
  },
} satisfies SettingGroup;

export type ConsoleSettings = ValuesOf<typeof consoleSettings.settings>;

/** The console's settings from `env`, by default this process's environment parsed once. */
export function consoleSettingValues(env?: Env): ConsoleSettings {
  if (env) return parseSettings(consoleSettings.settings, env);
  // The one read of the environment for the console's settings (the build leaves it to run time).
  return parsedOnce('console', () => parseSettings(consoleSettings.settings, process.env));
}
