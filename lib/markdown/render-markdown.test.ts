import { renderMarkdown } from '@/lib/markdown/render-markdown';
import { describeMarkdownRenderer } from '@/test/markdown-renderer-contract';

describeMarkdownRenderer('in the browser', renderMarkdown, () => document.createElement('div'));
