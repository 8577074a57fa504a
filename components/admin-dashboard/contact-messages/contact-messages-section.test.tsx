import { beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ContactMessage } from '@/lib/api/types';
import { mockApi, requestedUrls } from '@/test/components/devices';
import { storeRecord } from '@/test/components/shell';
import { renderWithIntl } from '@/test/render-with-intl';

import { ContactMessagesSection } from './contact-messages-section';

const ENDPOINT = '/api/admin/contact-messages';

function message(overrides: Partial<ContactMessage>): ContactMessage {
  return {
    id: 'm1',
    name: 'Ann',
    email: 'ann@example.com',
    message: 'Hello',
    createdAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * An API holding `count` messages, "Sender {count-1}" (newest) to "Sender 0", paged as the real one:
 * `limit`, and `before` = the cursor it gave (here simply the index the next page starts at).
 */
function pagedApi(count: number) {
  const all = Array.from({ length: count }, (_, i) =>
    message({ id: `m${count - 1 - i}`, name: `Sender ${count - 1 - i}` }),
  );
  return mockApi({
    [ENDPOINT]: (url) => {
      const params = new URL(url, 'http://localhost').searchParams;
      const from = Number(params.get('before') ?? 0);
      const limit = Number(params.get('limit') ?? 10);
      const data = all.slice(from, from + limit);
      const next = from + limit < all.length ? String(from + limit) : null;
      return { body: { data, total: count, nextCursor: next } };
    },
  });
}

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('admin');
});

describe('ContactMessagesSection', () => {
  it('lists the messages in the API’s order, as plain text', async () => {
    // Same instant: the API's tie-break (id) decides, and the list keeps it.
    const at = '2025-03-02T09:00:00.000Z';
    const fetchMock = mockApi({
      [ENDPOINT]: {
        body: {
          data: [
            message({
              id: 'm3',
              name: 'Mallory',
              email: 'mallory@example.com',
              message: '<b>x</b><img src=x onerror=alert(1)>',
              createdAt: at,
            }),
            message({ id: 'm2', name: 'Same instant', createdAt: at }),
            message({ id: 'm1', name: 'Older', createdAt: '2025-03-01T09:00:00.000Z' }),
          ],
          total: 3,
          nextCursor: null,
        },
      },
    });
    const { container } = renderWithIntl(<ContactMessagesSection />);

    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual([
      'From Mallory',
      'From Same instant',
      'From Older',
    ]);
    expect(within(articles[0]).getByText('<b>x</b><img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('b, img')).toBeNull();
    expect(within(articles[0]).getByRole('link', { name: 'mallory@example.com' })).toHaveAttribute(
      'href',
      'mailto:mallory@example.com',
    );
    // The date and the time of day: two messages of one day are told apart.
    expect(within(articles[0]).getByText('Mar 2, 2025, 9:00 AM').tagName).toBe('TIME');
    expect(screen.getByRole('heading', { name: 'Contact messages 3 messages' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show/ })).not.toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual([`${ENDPOINT}?limit=10`]);
  });

  it('replies to the address as written: query characters in it add no header to the reply', async () => {
    const email = 'a?cc=attacker%40evil.com&b=@example.com';
    mockApi({
      [ENDPOINT]: { body: { data: [message({ name: 'Eve', email })], total: 1, nextCursor: null } },
    });
    renderWithIntl(<ContactMessagesSection />);

    const article = await screen.findByRole('article', { name: 'From Eve' });
    const link = within(article).getByRole('link', { name: email });
    expect(link).toHaveAttribute('href', 'mailto:a%3Fcc%3Dattacker%2540evil.com%26b%3D@example.com');
    const href = new URL(link.getAttribute('href')!);
    expect(href.search).toBe('');
    expect(decodeURIComponent(href.pathname)).toBe(email);
  });

  it('says when no message has arrived', async () => {
    mockApi({ [ENDPOINT]: { body: { data: [], total: 0, nextCursor: null } } });
    renderWithIntl(<ContactMessagesSection />);
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
  });

  it('fetches the next page from the API’s cursor on Show more, and counts every message', async () => {
    const user = userEvent.setup();
    const fetchMock = pagedApi(1234);
    renderWithIntl(<ContactMessagesSection />);
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('heading', { name: 'Contact messages 1,234 messages' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show 10 more' }));
    expect(await screen.findByRole('article', { name: 'From Sender 1223' })).toHaveFocus();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(requestedUrls(fetchMock)).toEqual([`${ENDPOINT}?limit=10`, `${ENDPOINT}?limit=10&before=10`]);
  });

  it('moves the focus to the first message Show more brings, as the button goes', async () => {
    const user = userEvent.setup();
    pagedApi(23);
    renderWithIntl(<ContactMessagesSection />);
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    // Newest first: Sender 22 to Sender 13, then Sender 12 to Sender 3, then the last three.
    await user.click(screen.getByRole('button', { name: 'Show 10 more' }));
    expect(await screen.findByRole('article', { name: 'From Sender 12' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show 3 more' }));
    expect(await screen.findByRole('article', { name: 'From Sender 2' })).toHaveFocus();
    expect(screen.getAllByRole('article')).toHaveLength(23);
    expect(screen.queryByRole('button', { name: /Show/ })).not.toBeInTheDocument();
  });

  it('says why a page could not be fetched, keeps what is shown and lets Show more try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const first = Array.from({ length: 10 }, (_, i) => message({ id: `n${i}`, name: `New ${i}` }));
    mockApi({
      [ENDPOINT]: (url) => {
        if (!url.includes('before=')) return { body: { data: first, total: 11, nextCursor: 'c1' } };
        if (fail) return { status: 503, body: { error: { code: 'service_unavailable', message: 'Down' } } };
        return { body: { data: [message({ id: 'o1', name: 'Oldest' })], total: 11, nextCursor: null } };
      },
    });
    renderWithIntl(<ContactMessagesSection />);
    await screen.findAllByRole('article');

    const more = screen.getByRole('button', { name: 'Show 1 more' });
    await user.click(more);
    expect(await screen.findByRole('alert')).toHaveTextContent(/temporarily unavailable/);
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(more).toHaveFocus();

    fail = false;
    await user.click(more);
    expect(await screen.findByRole('article', { name: 'From Oldest' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
