/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from '@jest/globals';

import { shownDefault } from './define';
import { SETTING_GROUPS } from './server';

interface Row {
  group: string;
  default: string;
  meaning: string;
}

/**
 * docs/operations.md's "Settings" tables, by variable: each `### <concern>` heading's table, up to the
 * development and CI variables, which the running console does not read.
 */
function documentedSettings(): Map<string, Row> {
  const text = readFileSync(path.join(process.cwd(), 'docs/operations.md'), 'utf8');
  const section = text.split(/^## Settings$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = new Map<string, Row>();
  let group = '';
  for (const line of section.split('\n')) {
    const heading = /^### (.+)$/.exec(line);
    if (heading) group = heading[1];
    if (group === 'Development and CI') break;
    const cells = line.startsWith('|')
      ? line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim())
      : [];
    const name = /^`([A-Z0-9_]+)`$/.exec(cells[0] ?? '')?.[1];
    if (name) rows.set(name, { group, default: cells[1], meaning: cells[2] });
  }
  return rows;
}

function declaredSettings(): Map<string, Row> {
  return new Map(
    SETTING_GROUPS.flatMap((group) =>
      Object.entries(group.settings).map(([name, setting]): [string, Row] => [
        name,
        { group: group.title, default: shownDefault(setting), meaning: setting.meaning },
      ]),
    ),
  );
}

describe('docs/operations.md, Settings', () => {
  it('lists every declared setting, and only those', () => {
    expect([...documentedSettings().keys()].sort()).toEqual([...declaredSettings().keys()].sort());
  });

  it('gives each setting the declared concern, default and meaning', () => {
    const documented = documentedSettings();
    for (const [name, declared] of declaredSettings()) {
      expect({ name, ...documented.get(name) }).toEqual({ name, ...declared });
    }
  });
});
