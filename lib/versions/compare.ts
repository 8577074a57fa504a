/**
 * App versions in order (docs/product.md, Version adoption): compared part by part, numbers as numbers
 * (`1.10` after `1.9`), the rest as text; a version with a suffix (`2.0-beta`) comes before the same
 * version without (`2.0`), as in semantic versioning.
 */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function compareVersions(a: string, b: string): number {
  const [aCore, ...aRest] = a.split('-');
  const [bCore, ...bRest] = b.split('-');
  const core = collator.compare(aCore, bCore);
  if (core !== 0) return core;
  if (aRest.length === 0 || bRest.length === 0) return bRest.length - aRest.length;
  return collator.compare(aRest.join('-'), bRest.join('-'));
}

/** Whether going from `from` to `to` is going back to an older version. */
export const isDowngrade = (from: string, to: string) => compareVersions(to, from) < 0;
