import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderMarkdown } from '@/lib/markdown/render-markdown';
import { DASHBOARD_API, makeApp, renderWithProviders, storeRecord } from '@/test/components/dashboard';
import { installFetch, type Answer } from '@/test/fetch-mock';
import { mockNavigation, setNavigation } from '@/test/next-navigation';

import { SdkGuideView } from './sdk-guide-view';

// The global `jest`, so that the compiler hoists jest.mock above the imports.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

const GUIDE = [
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

const INGEST_URL = `${DASHBOARD_API}/api/v1/devices/heartbeat`;
const APPS = [
  makeApp({ id: 'a1', name: 'Shop', appKey: 'fdk_shop_key' }),
  makeApp({ id: 'a2', name: 'Radio', appKey: 'fdk_radio_key' }),
];

/** The guide as GET /api/sdk-guide answers it: the markdown, and its HTML as the server renders it. */
function guideAnswer(markdown: string, html = renderMarkdown(markdown)) {
  return { status: 200, body: { data: { markdown, html, updatedAt: null, updatedBy: null } } };
}

function installGuideApi(apps = APPS, guide = guideAnswer(GUIDE)) {
  return installFetch((_method, url) =>
    url.endsWith('/api/sdk-guide') ? guide : { status: 200, body: { data: apps, total: apps.length } },
  );
}

function codeBlocks(): HTMLElement[] {
  return Array.from(document.querySelectorAll('pre'));
}

beforeEach(() => {
  window.localStorage.clear();
  // replace() changes the search params and re-renders their readers, as the app router does.
  setNavigation({ pathname: '/sdk-integration-guide', followsLinks: true });
  storeRecord('customer');
  delete (window as { pwned?: boolean }).pwned;
});

describe('SdkGuideView', () => {
  it("fills the chosen app's key and the ingest URL into the snippets", async () => {
    mockNavigation.search = new URLSearchParams('app=a2');
    const { calls } = installGuideApi();
    renderWithProviders(<SdkGuideView />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Add the SDK' })).toHaveAttribute(
      'id',
      'add-the-sdk',
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'App' })).toHaveValue('a2'));
    expect(screen.getByRole('combobox', { name: 'App' })).toHaveAccessibleDescription(
      'Its app key is filled into the snippets below.',
    );
    const [curl, kotlin] = codeBlocks();
    expect(curl).toHaveTextContent(`curl -X POST "${INGEST_URL}" -H "X-App-Key: fdk_radio_key"`);
    expect(kotlin).toHaveTextContent('Fleetdeck.start(appKey = "fdk_radio_key")');
    expect(screen.getByText(INGEST_URL, { selector: 'code' })).toBeInTheDocument();
    expect(calls.map((call) => call.url).sort()).toEqual([
      `${DASHBOARD_API}/api/apps`,
      `${DASHBOARD_API}/api/sdk-guide`,
    ]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'App' }), 'a1');
    expect(mockNavigation.replace).toHaveBeenCalledWith('/sdk-integration-guide?app=a1', { scroll: false });
    await waitFor(() =>
      expect(codeBlocks()[1]).toHaveTextContent('Fleetdeck.start(appKey = "fdk_shop_key")'),
    );
  });

  it('renders a malicious guide harmlessly', async () => {
    installGuideApi();
    renderWithProviders(<SdkGuideView />);
    await screen.findByRole('heading', { name: 'Add the SDK' });

    const guide = screen.getByRole('article', { name: 'SDK integration guide' });
    expect(guide.querySelector('script')).toBeNull();
    expect(guide.innerHTML).not.toMatch(/onerror|javascript:|pwned = true/);
    expect(within(guide).getByRole('img', { name: 'diagram' })).toHaveAttribute('src', 'x.png');
    expect(within(guide).getByText('click me')).not.toHaveAttribute('href');
    expect(within(guide).getByRole('link', { name: 'the docs' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('shows only the allow-listed tags and attributes of whatever HTML it is given', async () => {
    installGuideApi(
      APPS,
      guideAnswer(
        '',
        '<h1>Raw</h1><script>window.pwned = true</script><iframe src="https://evil.example"></iframe>' +
          '<p style="position:fixed" onclick="window.pwned = true">text<style>p{}</style></p>' +
          '<p><a href="javascript:window.pwned = true">bad link</a> <a href="/docs">good link</a></p>',
      ),
    );
    renderWithProviders(<SdkGuideView />);
    await screen.findByRole('heading', { name: 'Raw' });

    const guide = screen.getByRole('article', { name: 'SDK integration guide' });
    expect(guide.innerHTML).not.toMatch(/<script|<iframe|<style|onclick|position:fixed|pwned/);
    expect(within(guide).getByText('text')).toBeInTheDocument();
    expect(within(guide).getByText('bad link')).not.toHaveAttribute('href');
    expect(within(guide).getByText('good link')).toHaveAttribute('href', '/docs');
  });

  it('copies a code block, filled in, and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn<(text: string) => Promise<void>>(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    installGuideApi();
    renderWithProviders(<SdkGuideView />);
    await screen.findByRole('heading', { name: 'Add the SDK' });
    await waitFor(() => expect(codeBlocks()[1]).toHaveTextContent('fdk_shop_key'));

    const copyButtons = screen.getAllByRole('button', { name: 'Copy' });
    expect(copyButtons).toHaveLength(2);
    await user.click(copyButtons[1]);

    expect(writeText).toHaveBeenCalledWith('Fleetdeck.start(appKey = "fdk_shop_key")');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText('Code copied to the clipboard.')).toBeInTheDocument();
  });

  it('copies a code block the old way where the browser has no Clipboard API (plain HTTP)', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    let selected = '';
    const execCommand = jest.fn((command: string) => {
      selected = String(window.getSelection());
      return command === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    try {
      installGuideApi();
      renderWithProviders(<SdkGuideView />);
      await screen.findByRole('heading', { name: 'Add the SDK' });
      await waitFor(() => expect(codeBlocks()[1]).toHaveTextContent('fdk_shop_key'));

      await user.click(screen.getAllByRole('button', { name: 'Copy' })[1]);

      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(selected).toBe('Fleetdeck.start(appKey = "fdk_shop_key")');
      expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('keeps the placeholder and says how to get a key when there is no app', async () => {
    installGuideApi([]);
    renderWithProviders(<SdkGuideView />);
    await screen.findByRole('heading', { name: 'Add the SDK' });

    expect(await screen.findByRole('link', { name: 'Create an app' })).toHaveAttribute(
      'href',
      '/app-management',
    );
    expect(screen.queryByRole('combobox', { name: 'App' })).not.toBeInTheDocument();
    expect(codeBlocks()[0]).toHaveTextContent(`curl -X POST "${INGEST_URL}" -H "X-App-Key: {{APP_KEY}}"`);
  });

  it('says the key is loading, in the snippets too, until the apps arrive', async () => {
    let answerApps: (answer: Answer) => void = () => undefined;
    installFetch((_method, url) =>
      url.endsWith('/api/sdk-guide')
        ? guideAnswer(GUIDE)
        : new Promise<Answer>((resolve) => {
            answerApps = resolve;
          }),
    );
    renderWithProviders(<SdkGuideView />);
    await screen.findByRole('heading', { name: 'Add the SDK' });

    expect(screen.getByText('[app key loading…]', { selector: 'p > code' }).parentElement).toHaveTextContent(
      'Loading the apps… Until then, the snippets show [app key loading…] instead of an app key.',
    );
    expect(codeBlocks()[1]).toHaveTextContent('Fleetdeck.start(appKey = "[app key loading…]")');
    expect(screen.getByRole('article', { name: 'SDK integration guide' })).not.toHaveTextContent(
      '{{APP_KEY}}',
    );

    answerApps({ status: 200, body: { data: APPS, total: APPS.length } });
    await waitFor(() =>
      expect(codeBlocks()[1]).toHaveTextContent('Fleetdeck.start(appKey = "fdk_shop_key")'),
    );
    expect(screen.queryByText(/Loading the apps/)).not.toBeInTheDocument();
  });

  it('says the key could not be loaded when the apps fail, with a retry', async () => {
    let failApps = true;
    installFetch((_method, url) =>
      url.endsWith('/api/sdk-guide')
        ? guideAnswer(GUIDE)
        : failApps
          ? new TypeError('Failed to fetch')
          : { status: 200, body: { data: APPS, total: APPS.length } },
    );
    renderWithProviders(<SdkGuideView />);

    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
    expect(
      screen.getByText('[app key not loaded]', { selector: 'p > code' }).parentElement,
    ).toHaveTextContent(
      'The snippets show [app key not loaded] instead of an app key until the apps are loaded.',
    );
    expect(codeBlocks()[0]).toHaveTextContent('-H "X-App-Key: [app key not loaded]"');
    expect(screen.getByRole('article', { name: 'SDK integration guide' })).not.toHaveTextContent(
      '{{APP_KEY}}',
    );

    failApps = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(codeBlocks()[0]).toHaveTextContent('X-App-Key: fdk_shop_key'));
  });

  it('shows a translated error with a retry when the guide cannot load', async () => {
    let fail = true;
    installFetch((_method, url) =>
      url.endsWith('/api/sdk-guide') && fail
        ? new TypeError('Failed to fetch')
        : url.endsWith('/api/sdk-guide')
          ? guideAnswer('# Hello')
          : { status: 200, body: { data: [], total: 0 } },
    );
    renderWithProviders(<SdkGuideView />);

    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
  });
});
