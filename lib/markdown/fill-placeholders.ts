/**
 * The SDK guide is a template: `{{APP_KEY}}` and `{{INGEST_URL}}` stand for the reader's own values.
 * Values are filled into the rendered text (never into the markdown source), so a value is always
 * literal text and can never turn into markup.
 */
export type PlaceholderValues = Readonly<Record<string, string>>;

// Also the percent-encoded form: markdown link targets are URL-encoded by the time they are rendered.
const PLACEHOLDER = /\{\{([A-Z][A-Z0-9_]*)\}\}|%7B%7B([A-Z][A-Z0-9_]*)%7D%7D/gi;

export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  if (!text.includes('{{') && !/%7B%7B/i.test(text)) return text;
  return text.replace(PLACEHOLDER, (match, plain: string | undefined, encoded: string | undefined) => {
    const name = (plain ?? encoded ?? '').toUpperCase();
    return Object.hasOwn(values, name) ? values[name] : match;
  });
}

/** Whether a link target that a filled value changed still points somewhere harmless. */
export function isSafeUrl(url: string): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme);
}
