import { afterEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { DeviceStatus } from '@/components/devices/device-status';
import { RelativeTime } from '@/components/devices/relative-time';
import { formats } from '@/i18n/formats';
import en from '@/messages/en.json';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

const MINUTE = 60_000;
const PAGE_RENDERED_AT = new Date('2026-03-02T12:00:00.000Z');

/** A scope as `IntlScope` makes it for a part rendered from data the server read at `now`. */
function Scope({ now, children }: { now?: Date; children: ReactNode }) {
  return (
    <NextIntlClientProvider
      locale="en"
      timeZone="UTC"
      formats={formats}
      messages={{ DeviceColumns: en.DeviceColumns }}
      now={now}
    >
      {children}
    </NextIntlClientProvider>
  );
}

function Row({ lastSeen }: { lastSeen: Date }) {
  return (
    <p>
      <DeviceStatus online lastSeen={lastSeen.toISOString()} windowSeconds={120} /> ·{' '}
      <RelativeTime value={lastSeen.toISOString()} />
    </p>
  );
}

afterEach(() => {
  jest.useRealTimers();
});

describe('useClock: the time that "ago" and online status count from', () => {
  it('hydrates the server’s HTML with the moment of its read, then counts from the browser’s clock', async () => {
    jest.useFakeTimers({ now: PAGE_RENDERED_AT });
    const lastSeen = new Date(PAGE_RENDERED_AT.getTime() - MINUTE);
    const page = (
      <Scope now={PAGE_RENDERED_AT}>
        <Row lastSeen={lastSeen} />
      </Scope>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container).toHaveTextContent('Online · 1 minute ago');

    // The page's scripts run seven minutes later by the browser's clock (or the clocks differ).
    jest.setSystemTime(PAGE_RENDERED_AT.getTime() + 7 * MINUTE);
    const recoverableErrors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: (error) => recoverableErrors.push(error) }),
    );
    expect(recoverableErrors).toEqual([]);
    expect(container).toHaveTextContent('Offline · 8 minutes ago');
    act(() => root.unmount());
    container.remove();
  });

  it('keeps the hydrated times of a page loaded seconds after the read until the next tick', async () => {
    jest.useFakeTimers({ now: PAGE_RENDERED_AT });
    const page = (
      <Scope now={PAGE_RENDERED_AT}>
        <RelativeTime value={new Date(PAGE_RENDERED_AT.getTime() - 59_000).toISOString()} />
      </Scope>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The scripts run 2 s after the read: "59 seconds ago" stays (no second render of every row)...
    jest.setSystemTime(PAGE_RENDERED_AT.getTime() + 2_000);
    const root = await act(async () => hydrateRoot(container, page));
    expect(container).toHaveTextContent('59 seconds ago');
    // ...until the tick, 30 s after the read, which counts from the browser's clock.
    act(() => jest.advanceTimersByTime(27_000));
    expect(container).toHaveTextContent('59 seconds ago');
    act(() => jest.advanceTimersByTime(1_000));
    expect(container).toHaveTextContent('1 minute ago');
    act(() => root.unmount());
    container.remove();
  });

  it('counts a row that appears long after the page’s render from the browser’s clock', () => {
    jest.useFakeTimers({ now: PAGE_RENDERED_AT.getTime() + 10 * MINUTE });
    // A refresh ten minutes after the render brings a device last seen five minutes ago.
    render(
      <Scope now={PAGE_RENDERED_AT}>
        <Row lastSeen={new Date(Date.now() - 5 * MINUTE)} />
      </Scope>,
    );
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
  });

  it('moves on by itself as the page stays open', () => {
    jest.useFakeTimers({ now: PAGE_RENDERED_AT });
    render(
      <Scope>
        <Row lastSeen={new Date(Date.now() - MINUTE)} />
      </Scope>,
    );
    expect(screen.getByText('1 minute ago')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2 * MINUTE));
    expect(screen.getByText('3 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
  });
});
