/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { JSDOM } from 'jsdom';

import { renderGuideHtml } from '@/lib/server/domain/sdk-guide/render';
import { describeMarkdownRenderer } from '@/test/markdown-renderer-contract';

const { document } = new JSDOM('').window;

describeMarkdownRenderer('on the server', renderGuideHtml, () => document.createElement('div'));

describe('renderGuideHtml', () => {
  it('renders again when the markdown changes, and the same text the same way', () => {
    const first = renderGuideHtml('# One');
    expect(renderGuideHtml('# Two')).toContain('Two');
    expect(renderGuideHtml('# One')).toBe(first);
  });
});
