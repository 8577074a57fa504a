import 'server-only';

import {
  accountSettings,
  alertSettings,
  databaseSettings,
  deviceSettings,
  jobSettings,
  mailSettings,
  platformSettings,
  serverProcessSettings,
} from './backend';
import { parsedOnce, parseSettings, type Env, type SettingGroup, type ValuesOf } from './define';
import { consoleSettings } from './public';

/**
 * Every setting of the console and its reference backend, declared once (lib/settings/public.ts and
 * backend.ts, by concern) and read from the environment once, at start (instrumentation.ts stops the
 * server on an invalid one). Nothing else reads process.env (eslint.config.mjs): one build serves
 * every deployment, and tests pass an environment of their own or call resetSettings().
 */
export const SETTING_GROUPS = [
  consoleSettings,
  serverProcessSettings,
  databaseSettings,
  accountSettings,
  mailSettings,
  deviceSettings,
  alertSettings,
  jobSettings,
  platformSettings,
] as const satisfies readonly SettingGroup[];

const ALL = Object.assign({}, ...SETTING_GROUPS.map((group) => group.settings)) as UnionToIntersection<
  (typeof SETTING_GROUPS)[number]['settings']
>;

export type Settings = ValuesOf<typeof ALL>;
export type SettingName = keyof Settings;

/** Every setting's value from `env`, or a SettingsError naming each invalid one. */
export function parseAllSettings(env: Env): Settings {
  return parseSettings(ALL, env, (values, ctx) => {
    const smtp = values.SMTP_URL;
    if (smtp && smtp !== 'log' && !values.CONSOLE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'needs CONSOLE_URL, the address the emails link to',
      });
    }
  });
}

/** This process's settings, parsed from its environment the first time they are asked for. */
export function settings(): Settings {
  // The one read of the environment for the backend's settings.
  return parsedOnce('server', () => parseAllSettings(process.env));
}

/**
 * One setting alone, for what must work while another setting is invalid: the logger that reports it
 * (log.ts), and the error text that hides DATABASE_URL's password.
 */
export function setting<K extends SettingName>(name: K): Settings[K] {
  return parsedOnce(`setting:${name}`, () => {
    const one = { [name]: ALL[name] } as Pick<typeof ALL, K>;
    return (parseSettings(one, process.env) as Pick<Settings, K>)[name];
  });
}

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (u: infer I) => void
  ? I
  : never;
