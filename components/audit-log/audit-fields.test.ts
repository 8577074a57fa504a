import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from '@jest/globals';

import { LOCALES } from '@/i18n/locales';
import { AUDIT_FIELDS } from '@/lib/api/contract/audit';

const ROOT = path.resolve(__dirname, '../..');

/** Every server source file (tests aside) that could record an audit entry. */
function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The field names the server writes into entries' changes: `change('name', …)` and `{ field: 'name', … }`
 * (the two ways record.ts takes them; the compiler also holds them to AUDIT_FIELDS).
 */
function writtenFields(): Set<string> {
  const fields = new Set<string>();
  for (const file of [
    ...serverSources(path.join(ROOT, 'lib/server')),
    ...serverSources(path.join(ROOT, 'custom-server')),
  ]) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\bchange\(\s*'([^']+)'|\bfield:\s*'([^']+)'/g)) {
      fields.add(match[1] ?? match[2]);
    }
  }
  return fields;
}

describe('audit log fields', () => {
  it('lists every field the server records, so each has a label and a kind', () => {
    const written = writtenFields();
    expect(written.size).toBeGreaterThan(10);
    expect([...written].filter((field) => !Object.hasOwn(AUDIT_FIELDS, field))).toEqual([]);
  });

  it.each(LOCALES)('labels every field in %s', (locale) => {
    const messages = JSON.parse(readFileSync(path.join(ROOT, `messages/${locale}.json`), 'utf8')) as {
      AuditLog: { fields: Record<string, string> };
    };
    const missing = Object.keys(AUDIT_FIELDS).filter((field) => !messages.AuditLog.fields[field]?.trim());
    expect(missing).toEqual([]);
  });
});
