/**
 * Heading ids for in-page links (`#install-the-sdk`), as GitHub makes them: lower case, letters and
 * digits of any script kept, spaces to hyphens, repeats numbered (`setup`, `setup-1`).
 */
function slugify(text: string): string {
  return (
    text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s+/g, '-')
      // `__next` and the like are the names of scripts' globals, not of sections.
      .replace(/^[_-]+/, '')
  );
}

/**
 * A slug that DOMPurify's clobbering guard would strip (an id named like a property of `document` or
 * of a form, such as `title` or `images`) gets a suffix, so every heading keeps an id.
 */
function isClobberingName(slug: string, document: Document): boolean {
  return slug in document || slug in document.createElement('form');
}

/** One slugger per rendered document (in the window that sanitizes it): ids stay unique within it. */
export function createSlugger(document: Document): (text: string) => string {
  const seen = new Map<string, number>();
  return (text: string) => {
    let base = slugify(text) || 'section';
    if (isClobberingName(base, document)) base = `${base}-section`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}
