import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DASHBOARD_API, renderWithProviders } from '@/test/components/dashboard';
import {
  APPS,
  codeBlocks,
  GUIDE,
  guideAnswer,
  INGEST_URL,
  installGuideApi,
  openGuidePage,
  isGuideUrl,
} from '@/test/components/sdk-guide';
import { installFetch, type Answer } from '@/test/fetch-mock';
import { mockNavigation } from '@/test/next-navigation';

import { SdkGuideView } from './sdk-guide-view';

// The global `jest`, so that the compiler hoists jest.mock above the imports.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

beforeEach(openGuidePage);

const REFUSALS_TITLE = 'Refused heartbeats, last 24 hours';

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
    // The guide, the apps, and the chosen app's ingest, once: its first heartbeat for the install check
    // and its refused heartbeats under it.
    expect(calls.map((call) => call.url).sort()).toEqual([
      `${DASHBOARD_API}/api/apps`,
      `${DASHBOARD_API}/api/apps/a2/ingest`,
      `${DASHBOARD_API}/api/sdk-guide?locale=en`,
    ]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'App' }), 'a1');
    expect(mockNavigation.replace).toHaveBeenCalledWith('/sdk-integration-guide?app=a1', { scroll: false });
    await waitFor(() =>
      expect(codeBlocks()[1]).toHaveTextContent('Fleetdeck.start(appKey = "fdk_shop_key")'),
    );
  });

  it("shows under the install check why the chosen app's heartbeats were refused", async () => {
    mockNavigation.search = new URLSearchParams('app=a2');
    installFetch((_method, url) =>
      isGuideUrl(url)
        ? guideAnswer(GUIDE)
        : url.endsWith('/api/apps/a2/ingest')
          ? {
              status: 200,
              body: {
                data: {
                  firstHeartbeatAt: null,
                  firstDeviceId: null,
                  lastHeartbeatAt: null,
                  refused: [
                    {
                      reason: 'key_revoked',
                      count: 3,
                      lastAt: new Date().toISOString(),
                      lastDeviceId: 'pixel-7',
                      detail: null,
                    },
                  ],
                },
              },
            }
          : { status: 200, body: { data: APPS, total: APPS.length } },
    );
    renderWithProviders(<SdkGuideView />);
    const panel = await screen.findByRole('region', { name: REFUSALS_TITLE });
    await waitFor(() => expect(panel).toHaveTextContent(/Old or revoked key: 3 heartbeats/));
    expect(panel).toHaveTextContent(/pixel-7/);
    expect(screen.getByRole('heading', { level: 2, name: REFUSALS_TITLE })).toBeInTheDocument();
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
      isGuideUrl(url)
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
      isGuideUrl(url)
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
      isGuideUrl(url) && fail
        ? new TypeError('Failed to fetch')
        : isGuideUrl(url)
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
