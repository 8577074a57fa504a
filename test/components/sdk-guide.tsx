/** Fixtures and stand-ins shared by the SDK guide's component tests. */
import { fireEvent, screen } from '@testing-library/react';

import { renderMarkdown } from '@/lib/markdown/render-markdown';
import { DASHBOARD_API, makeApp, storeRecord } from '@/test/components/dashboard';
import { installFetch, type Answer } from '@/test/fetch-mock';
import { setNavigation } from '@/test/next-navigation';

// The guide page (customers' view).

/**
 * Before each test of the guide page: a customer signed in on it, and no trace of an earlier test's
 * injected script. The test file mocks `next/navigation` with `@/test/next-navigation`.
 */
export function openGuidePage(): void {
  window.localStorage.clear();
  // replace() changes the search params and re-renders their readers, as the app router does.
  setNavigation({ pathname: '/sdk-integration-guide', followsLinks: true });
  storeRecord('customer');
  delete (window as { pwned?: boolean }).pwned;
}

export const GUIDE = [
  '# Add the SDK',
  '',
  'Send a heartbeat to `{{INGEST_URL}}` with your key.',
  '',
  '```bash',
  'curl -X POST "{{INGEST_URL}}" -H "X-App-Key: {{APP_KEY}}"',
  '```',
  '',
  '```kotlin',
  'Fleetdeck.start(appKey = "{{APP_KEY}}")',
  '```',
  '',
  '<script>window.pwned = true</script>',
  '<img src="x.png" alt="diagram" onerror="window.pwned = true">',
  '',
  '[click me](javascript:window.pwned=true) and [the docs](https://example.com/docs)',
].join('\n');

export const INGEST_URL = `${DASHBOARD_API}/api/v1/devices/heartbeat`;
export const APPS = [
  makeApp({ id: 'a1', name: 'Shop', appKey: 'fdk_shop_key' }),
  makeApp({ id: 'a2', name: 'Radio', appKey: 'fdk_radio_key' }),
];

/** The guide as GET /api/sdk-guide answers it: the markdown, and its HTML as the server renders it. */
export function guideAnswer(markdown: string, html = renderMarkdown(markdown)) {
  return { status: 200, body: { data: { locale: 'en', markdown, html, updatedAt: null, updatedBy: null } } };
}

/** A request for the guide itself (any language), not for its list of languages. */
export const isGuideUrl = (url: string) => /\/api\/sdk-guide(?:\?|$)/.test(url);

export function installGuideApi(apps = APPS, guide = guideAnswer(GUIDE)) {
  return installFetch((_method, url) =>
    isGuideUrl(url) ? guide : { status: 200, body: { data: apps, total: apps.length } },
  );
}

export function codeBlocks(): HTMLElement[] {
  return Array.from(document.querySelectorAll('pre'));
}

// The admin's page: the guide and its editor.

/** Before each test of the admin's guide page: an admin signed in on it. */
export function openAdminGuidePage(): void {
  window.localStorage.clear();
  setNavigation({ pathname: '/admin/sdk-integration-guide' });
  storeRecord('admin');
}

/** EasyMDE needs a real browser; a textarea with the same props stands in for it. */
export function MarkdownEditorStandIn({
  value,
  onChange,
  labelledBy,
}: {
  value: string;
  onChange: (value: string) => void;
  labelledBy: string;
}) {
  return (
    <textarea aria-labelledby={labelledBy} value={value} onChange={(event) => onChange(event.target.value)} />
  );
}

/**
 * The editor module's export, as a test file's
 * `jest.mock('./markdown-editor', () => jest.requireActual('@/test/components/sdk-guide'))` finds it.
 */
export const MarkdownEditor = MarkdownEditorStandIn;

export const CONTROL_CHARACTERS_MESSAGE =
  'Remove the invisible control characters (such as pasted page breaks or text direction codes).';
export const FIVE_MINUTES_AGO = new Date(Date.now() - 5 * 60_000).toISOString();
/** A guide as the API answers it: the markdown and the HTML the server renders from it. */
export function guide(markdown: string) {
  return { locale: 'en', markdown, html: renderMarkdown(markdown) };
}

export const EDITED_GUIDE = {
  ...guide('# Old title'),
  updatedAt: FIVE_MINUTES_AGO,
  updatedBy: { id: 'u1', name: 'Ada' },
};

export function installAdminApi(guide: object, putAnswer: (body: unknown) => Answer | Error) {
  return installFetch((method, url, body) => {
    if (isGuideUrl(url)) {
      return method === 'PUT' ? putAnswer(body) : { status: 200, body: { data: guide } };
    }
    if (url.endsWith('/api/sdk-guide/languages')) return { status: 200, body: { data: [] } };
    const apps = [makeApp({ owner: { id: 'c1', name: 'Grace', email: 'grace@example.com' } })];
    return { status: 200, body: { data: apps, total: 1 } };
  });
}

/** Opens the editor as the admin does (it is closed, and its code not loaded, until asked for). */
export async function editor(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Open the editor' }));
  return screen.findByRole('textbox', { name: 'Edit the guide' });
}
