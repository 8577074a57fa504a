import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DASHBOARD_API, renderWithProviders, storeRecord } from '@/test/components/dashboard';
import { installFetch } from '@/test/fetch-mock';

import { ApiReference } from './api-reference';

// The global `jest`, so that the compiler hoists jest.mock above the imports.
declare const jest: typeof JestObject;

const redoc = { fails: 0 };
// Redoc itself is drawn in the browser (e2e/api-reference.spec.ts); here a stand-in shows what it is given.
jest.mock('redoc', () => {
  if (redoc.fails > 0) {
    redoc.fails -= 1;
    throw new Error('chunk load failed');
  }
  return {
    RedocStandalone: ({
      spec,
      options,
    }: {
      spec: { info: { title: string } };
      options: { labels: Record<string, string> };
    }) => (
      <div data-testid="redoc">
        {spec.info.title}: {options.labels.responses}, {options.labels.requestSamples}
      </div>
    ),
  };
});

const DOCUMENT = { openapi: '3.1.0', info: { title: 'Fleetdeck API', version: '1' }, paths: {} };

beforeEach(() => {
  redoc.fails = 0;
  jest.resetModules();
  storeRecord('customer');
});

describe('ApiReference', () => {
  it('hands Redoc the server’s document and its words in the user’s language', async () => {
    const { calls } = installFetch(async () => ({ body: DOCUMENT }));
    renderWithProviders(<ApiReference />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the API reference…');
    expect(await screen.findByTestId('redoc')).toHaveTextContent('Fleetdeck API: Responses, Request samples');
    expect(calls.map((call) => call.url)).toEqual([`${DASHBOARD_API}/api/openapi.json`]);
    // Public: no token is sent.
    expect(calls[0].auth).toBeUndefined();
  });

  it('says when the document cannot be loaded, and loads it again on Try again', async () => {
    let answers = 0;
    installFetch(async () =>
      answers++ === 0
        ? { status: 500, body: { error: { code: 'internal_error', message: 'x' } } }
        : { body: DOCUMENT },
    );
    renderWithProviders(<ApiReference />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('redoc')).toHaveTextContent('Fleetdeck API');
  });

  it('says when Redoc cannot be fetched (offline, or a new deployment), and tries again on Try again', async () => {
    redoc.fails = 1;
    installFetch(async () => ({ body: DOCUMENT }));
    renderWithProviders(<ApiReference />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('redoc')).toHaveTextContent('Fleetdeck API');
  });
});
