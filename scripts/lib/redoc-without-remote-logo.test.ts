/** @jest-environment node */
import { readFileSync } from 'node:fs';

import { describe, expect, it } from '@jest/globals';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withoutRemoteLogo } = require('./redoc-without-remote-logo.js') as {
  withoutRemoteLogo: (source: string) => string;
};

describe('the Redoc loader', () => {
  it('leaves no address of another site to load in the installed Redoc browser bundle', () => {
    const source = readFileSync(require.resolve('redoc/bundles/redoc.browser.lib.js'), 'utf8');
    expect(source).toContain('https://cdn.redoc.ly/redoc/logo-mini.svg');
    const loaded = withoutRemoteLogo(source);
    expect(loaded).not.toContain('cdn.redoc.ly');
    expect(loaded).toContain('API docs by Redocly');
    expect(loaded.length).toBeLessThan(source.length);
  });

  it('fails the build when Redoc draws its logo some other way', () => {
    expect(() => withoutRemoteLogo('createElement("img",{src:"https://cdn.redoc.ly/x.svg"})')).toThrow(
      /remote logo/,
    );
  });
});
