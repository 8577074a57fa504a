import * as z from 'zod/mini';
import type { $RefinementCtx } from 'zod/v4/core';

/**
 * How a setting is declared (lib/settings/server.ts lists them all): its meaning and default, which
 * docs/operations.md shows (a test compares the two), and the zod schema that checks and converts the
 * value. The schema gets the variable's value trimmed, or the default when it is unset or blank, and
 * says what is wrong without the variable's name: the parser puts the name first.
 */
export interface Setting<T = unknown> {
  /** What it does, one line, as docs/operations.md says it. */
  meaning: string;
  /** The value an unset variable takes, written as an operator would write it; none: unset means none. */
  default?: string;
  /** How docs/operations.md shows the default when it is not a value one writes (`this server`). */
  shownDefault?: string;
  /** Taken as written, spaces included (a password): not trimmed. */
  verbatim?: boolean;
  schema: z.ZodMiniType<T, string | undefined>;
}

/** Settings of one concern, under one heading in docs/operations.md. */
export interface SettingGroup<S extends Record<string, Setting> = Record<string, Setting>> {
  title: string;
  settings: S;
}

export type Env = Record<string, string | undefined>;

export type ValuesOf<S extends Record<string, Setting>> = {
  [K in keyof S]: S[K] extends Setting<infer T> ? T : never;
};

/** An invalid setting: one line per problem, each starting with the variable's name. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'SettingsError';
  }
}

/** The default as docs/operations.md shows it: `value`, a phrase, or unset. */
export function shownDefault(setting: Setting): string {
  return setting.shownDefault ?? (setting.default === undefined ? 'unset' : `\`${setting.default}\``);
}

/** What a schema gets for a setting: its value, trimmed unless verbatim, or the default when blank. */
export function inputOf(setting: Setting, raw: string | undefined): string | undefined {
  const value = setting.verbatim ? raw : raw?.trim();
  return value ? value : setting.default;
}

/**
 * The settings' values from `env`, or a SettingsError listing every invalid one. `refine` checks what
 * needs two settings together (a mail server needs the console's address).
 */
export function parseSettings<S extends Record<string, Setting>>(
  settings: S,
  env: Env,
  refine?: (values: ValuesOf<S>, ctx: $RefinementCtx<ValuesOf<S>>) => void,
): ValuesOf<S> {
  const shape = Object.fromEntries(Object.entries(settings).map(([name, setting]) => [name, setting.schema]));
  const input = Object.fromEntries(
    Object.entries(settings).map(([name, setting]) => [name, inputOf(setting, env[name])]),
  );
  let schema = z.object(shape) as unknown as z.ZodMiniType<ValuesOf<S>>;
  if (refine) schema = schema.check(z.superRefine(refine));
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new SettingsError(
    result.error.issues.map((issue) => `${String(issue.path[0] ?? 'A setting')} ${issue.message}`),
  );
}

// Parsed once per process, on globalThis so that every copy of these modules (Next's dev reloads,
// jest's module registries) shares one parse and one reset.
const store = globalThis as typeof globalThis & { __fleetdeckSettings?: Map<string, unknown> };

/** `parse()`'s result, made the first time it is asked for and kept; a failure is not kept. */
export function parsedOnce<T>(key: string, parse: () => T): T {
  store.__fleetdeckSettings ??= new Map();
  if (!store.__fleetdeckSettings.has(key)) store.__fleetdeckSettings.set(key, parse());
  return store.__fleetdeckSettings.get(key) as T;
}

/** Forgets the parsed settings, so the next read parses the environment again (tests change it). */
export function resetSettings(): void {
  store.__fleetdeckSettings?.clear();
}
