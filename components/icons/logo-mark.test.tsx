import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';

import { LogoMark } from '@/components/icons/logo-mark';

/** The shapes of a drawing, each as its element name and geometry, in order. */
function shapes(svg: string): string[] {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  return [...doc.querySelectorAll('rect, path')].map((shape) =>
    [
      shape.tagName,
      ...['x', 'y', 'width', 'height', 'rx', 'd'].map((name) => shape.getAttribute(name) ?? ''),
    ].join(' '),
  );
}

describe('LogoMark', () => {
  it('is the same drawing as the tab icon', () => {
    const icon = readFileSync(path.join(process.cwd(), 'app', 'icon.svg'), 'utf8');
    const mark = renderToStaticMarkup(<LogoMark />);

    expect(shapes(mark)).toHaveLength(4);
    expect(shapes(mark)).toEqual(shapes(icon));
  });
});
