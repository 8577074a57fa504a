/**
 * What the guide's renderer promises (lib/markdown/markdown-renderer.ts), in whichever window it
 * sanitizes: the server's jsdom (the guide as pages show it, lib/server/domain/sdk-guide/render.test.ts) and the
 * browser's (the editor's live preview, lib/markdown/render-markdown.test.ts).
 */
import { describe, expect, it } from '@jest/globals';

export function describeMarkdownRenderer(
  where: string,
  renderMarkdown: (markdown: string) => string,
  container: () => HTMLElement,
): void {
  describe(`rendering markdown ${where}`, () => {
    function render(markdown: string): HTMLElement {
      const element = container();
      element.innerHTML = renderMarkdown(markdown);
      return element;
    }

    it('renders GitHub-flavoured markdown', () => {
      const html = render(
        '# Guide\n\nSome **bold** text.\n\n```kotlin\nval key = "{{APP_KEY}}"\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done',
      );
      expect(html.querySelector('h1')?.textContent).toBe('Guide');
      expect(html.querySelector('strong')?.textContent).toBe('bold');
      expect(html.querySelector('pre > code.language-kotlin')?.textContent).toBe('val key = "{{APP_KEY}}"\n');
      expect(html.querySelectorAll('td')).toHaveLength(2);
      expect(html.querySelector('input')).toHaveAttribute('disabled');
    });

    it('removes script tags and their content', () => {
      const html = renderMarkdown(
        'Hello\n\n<script>alert("x")</script>\n\n<p>after<script>steal()</script></p>',
      );
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toContain('alert');
      expect(html).not.toContain('steal');
      expect(html).toContain('after');
    });

    it('removes event handler attributes', () => {
      const html = render('<img src="x.png" onerror="alert(1)" alt="pic">\n\n<p onclick="alert(2)">Hi</p>');
      expect(html.innerHTML).not.toMatch(/onerror|onclick|alert/);
      expect(html.querySelector('img')).toHaveAttribute('alt', 'pic');
    });

    it('removes javascript: URLs from markdown and HTML links', () => {
      const html = render(
        '[click](javascript:alert(1)) and <a href="JaVaScRiPt:alert(2)">there</a> and <a href=" javascript:alert(3)">x</a>',
      );
      expect(html.innerHTML).not.toMatch(/javascript:/i);
      for (const link of Array.from(html.querySelectorAll('a'))) expect(link).not.toHaveAttribute('href');
    });

    it('removes iframes, styles, forms and inline style attributes', () => {
      const html = render(
        '<iframe src="https://evil.example"></iframe>\n\n<style>body{display:none}</style>\n\n<form action="/x"><button>Go</button></form>\n\n<p style="position:fixed">styled</p>',
      );
      expect(html.innerHTML).not.toMatch(/<iframe|<style|<form|<button|style=|display:none/i);
      expect(html.textContent).toContain('styled');
    });

    it('drops class names that could restyle the console, keeping code languages', () => {
      const html = render('<p class="fixed inset-0">x</p>\n\n```js\nx()\n```');
      expect(html.querySelector('p')).not.toHaveAttribute('class');
      expect(html.querySelector('code')).toHaveClass('language-js');
    });

    it('gives links rel="noopener noreferrer"', () => {
      const html = render('[docs](https://example.com/docs) <a href="/x" rel="opener">x</a>');
      const links = html.querySelectorAll('a');
      expect(links).toHaveLength(2);
      links.forEach((link) => expect(link).toHaveAttribute('rel', 'noopener noreferrer'));
      expect(links[0]).toHaveAttribute('href', 'https://example.com/docs');
    });

    it('gives headings unique ids, also in other scripts and for clobbering names', () => {
      const html = render(
        '# Install the SDK\n\n## Setup\n\n## Setup\n\n## Über `init()`\n\n## Title\n\n## 設定',
      );
      const ids = Array.from(html.querySelectorAll('h1, h2')).map((heading) => heading.id);
      expect(ids).toEqual(['install-the-sdk', 'setup', 'setup-1', 'über-init', 'title-section', '設定']);
    });

    it('strips the ids and names an author writes (DOM clobbering), keeping the rest', () => {
      const html = render(
        '<div id="__next" title="kept"><a id="x" name="config" href="https://example.com">link</a></div>\n\n' +
          '<h2 id="setup">Raw</h2>\n\n<img name="cookie" id="body" alt="Logo" src="https://example.com/a.png">\n\n' +
          '# __next\n\n## Setup',
      );
      expect(html.querySelectorAll('[name]')).toHaveLength(0);
      expect(Array.from(html.querySelectorAll('[id]')).map((element) => element.id)).toEqual([
        'next',
        'setup',
      ]);
      expect(html.querySelector('div')?.getAttribute('title')).toBe('kept');
      expect(html.querySelector('a')?.getAttribute('href')).toBe('https://example.com');
      expect(html.querySelector('img')?.getAttribute('alt')).toBe('Logo');
      expect(html.querySelector('h2')?.textContent).toBe('Raw');
    });

    it('starts the id numbering afresh for each document', () => {
      expect(renderMarkdown('## Setup')).toContain('id="setup"');
      expect(renderMarkdown('## Setup')).toContain('id="setup"');
    });
  });
}
