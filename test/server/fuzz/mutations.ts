import type { Spec } from '@/test/server/fuzz/specs';

/** The bad input of the API fuzz tests: malformed JSON, wrong types, bad text, format breakers, bad ids. */
const MALFORMED_JSON = [
  '',
  '{',
  '{"name":',
  '{"name": "a",}',
  "{'name': 'a'}",
  '{"name": NaN}',
  '{"a":1}}',
  'null',
  'true',
  '42',
  '"text"',
  '[]',
  '[{"name":"a"}]',
  '<xml/>',
  '['.repeat(20_000),
];

const WRONG_TYPES: unknown[] = [123, -1.5, true, [], ['x'], {}, { $ne: null }];

const BAD_TEXT = [
  'A\u0000B',
  'A\u0007B',
  '\u001b[31mred',
  'A\u007fB',
  'A\u0085B',
  'A\ud800B',
  '\udfffA',
  // Direction overrides and isolates: "\u202Egnp.exe" shows as "exe.png".
  '\u202Egnp.exe',
  'a\u2066b\u2069',
];

/** Blank: nothing at all, white space, or only invisible characters (zero-width space, joiners, BOM). */
const BLANKS = [null, '', '   ', '\u200B\u200B', '\u00A0\u200D\uFEFF\u2060'];

const FORMAT_BREAKERS = [
  "x' OR '1'='1",
  "a'); DROP TABLE users;--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '${7*7}{{7*7}}',
];

export const BAD_IDS = [
  'not-a-uuid',
  "1' OR '1'='1",
  '00000000-0000-0000-0000-000000000000',
  '../../admin',
  '\u0000',
  'x'.repeat(5000),
  '12345678-1234-1234-1234-1234567890ab; drop table apps',
];

// Header values travel as bytes: non-ASCII arrives as the Latin-1 reading of its UTF-8.
const asHeader = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
export const FORGED_TOKENS = ['forged', 'x'.repeat(5000), asHeader('😀😀😀'), "' OR 1=1 --", 'a\tb'];

export function wrapped(spec: Spec, fields: Record<string, unknown>): Record<string, unknown> {
  return spec.wrap ? { [spec.wrap]: fields } : fields;
}

/** Each field of the valid body changed in every bad way, one at a time. */
export function bodyMutations(spec: Spec): { label: string; body: string }[] {
  if (!spec.body) return [];
  const make = spec.body;
  const out: { label: string; body: string }[] = MALFORMED_JSON.map((raw) => ({
    label: `malformed JSON ${JSON.stringify(raw.slice(0, 20))}`,
    body: raw,
  }));
  const withField = (field: string, value: unknown) =>
    JSON.stringify(wrapped(spec, { ...make(), [field]: value }));
  // An empty PATCH is a valid no-op (it answers the app as it is).
  if (!spec.partial) out.push({ label: 'empty object', body: '{}' });
  if (spec.wrap) {
    for (const value of [null, 'text', 42, [make()]]) {
      out.push({
        label: `${spec.wrap} = ${JSON.stringify(value)}`,
        body: JSON.stringify({ [spec.wrap]: value }),
      });
    }
  }
  out.push({
    label: 'oversize body (2 MB)',
    body: JSON.stringify(wrapped(spec, { ...make(), pad: 'x'.repeat(2_000_000) })),
  });
  for (const field of spec.required ?? []) {
    const rest = { ...make() };
    delete rest[field];
    if (!spec.partial) out.push({ label: `${field} missing`, body: JSON.stringify(wrapped(spec, rest)) });
    for (const value of BLANKS)
      out.push({ label: `${field} = ${JSON.stringify(value)}`, body: withField(field, value) });
  }
  for (const field of [...(spec.required ?? []), ...(spec.optional ?? [])]) {
    for (const value of WRONG_TYPES)
      out.push({ label: `${field} = ${JSON.stringify(value)}`, body: withField(field, value) });
    for (const value of BAD_TEXT)
      out.push({ label: `${field} with ${JSON.stringify(value)}`, body: withField(field, value) });
    out.push({ label: `${field} over its length`, body: withField(field, 'x'.repeat(200_001)) });
    if (!spec.longText?.includes(field)) {
      out.push({ label: `${field} of 60,000 characters`, body: withField(field, `a${'x'.repeat(60_000)}`) });
    }
  }
  for (const field of spec.formatted ?? []) {
    for (const value of FORMAT_BREAKERS)
      out.push({ label: `${field} = ${JSON.stringify(value)}`, body: withField(field, value) });
  }
  return out;
}
