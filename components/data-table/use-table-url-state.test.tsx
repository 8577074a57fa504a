import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { DataTableState } from '@/lib/table/state';
import { PagedDeviceTable } from '@/test/components/data-table';
import { renderWithIntl } from '@/test/render-with-intl';

import { useTableUrlState } from './use-table-url-state';

// The global `jest` (not the imported one), so that the compiler hoists jest.mock above the imports.
declare const jest: typeof JestObject;

const push = jest.fn<(href: string, options?: { scroll?: boolean }) => void>();
const replace = jest.fn<(href: string, options?: { scroll?: boolean }) => void>();
let search = new URLSearchParams();

jest.mock('next/navigation', () => ({
  useRouter: () => ({
    push,
    replace,
    back: jest.fn(),
    forward: jest.fn(),
    refresh: jest.fn(),
    prefetch: jest.fn(),
  }),
  usePathname: () => '/online-devices',
  useSearchParams: () => search,
}));

const options = {
  defaults: { sort: { id: 'lastSeen', desc: true } },
  sortIds: ['id', 'model', 'lastSeen'],
  filterKeys: ['app'],
};

beforeEach(() => {
  push.mockReset();
  replace.mockReset();
  search = new URLSearchParams();
});

describe('useTableUrlState', () => {
  it('reads the state from the URL, falling back to defaults for invalid values', () => {
    search = new URLSearchParams('page=3&size=50&sort=model&q=pixel&app=7');
    expect(renderHook(() => useTableUrlState(options)).result.current.state).toEqual({
      page: 3,
      pageSize: 50,
      sort: { id: 'model', desc: false },
      q: 'pixel',
      filters: { app: '7' },
    });

    expect(renderHook(() => useTableUrlState(options)).result.current.query).toBe(
      'q=pixel&app=7&sort=model&size=50&page=3',
    );

    search = new URLSearchParams('page=-1&size=10&sort=secret');
    expect(renderHook(() => useTableUrlState(options)).result.current.state).toEqual({
      page: 1,
      pageSize: 25,
      sort: { id: 'lastSeen', desc: true },
      q: '',
      filters: {},
    });
  });

  it('pushes page changes and keeps the page’s other params', () => {
    search = new URLSearchParams('tab=live&q=pixel');
    const { result } = renderHook(() => useTableUrlState(options));
    act(() => result.current.setState({ ...result.current.state, page: 3 }));
    expect(push).toHaveBeenCalledWith('/online-devices?tab=live&q=pixel&page=3', { scroll: false });
  });

  it.each<[string, Partial<DataTableState>, string]>([
    ['sort', { sort: { id: 'model', desc: false } }, '/online-devices?sort=model'],
    ['page size', { pageSize: 100 }, '/online-devices?size=100'],
    ['search', { q: 'abc' }, '/online-devices?q=abc'],
    ['filter', { filters: { app: '9' } }, '/online-devices?app=9'],
  ])('goes back to page 1 when the %s changes', (_, change, href) => {
    search = new URLSearchParams('page=4');
    const { result } = renderHook(() => useTableUrlState(options));
    act(() => result.current.setState({ ...result.current.state, ...change }));
    expect(push).toHaveBeenCalledWith(href, { scroll: false });
  });

  it('leaves a clean URL at the defaults and does not push an unchanged state', () => {
    search = new URLSearchParams('page=2');
    const { result } = renderHook(() => useTableUrlState(options));
    act(() => result.current.setState({ ...result.current.state, page: 1 }));
    expect(push).toHaveBeenLastCalledWith('/online-devices', { scroll: false });
    push.mockReset();
    act(() => result.current.setState({ ...result.current.state }));
    expect(push).not.toHaveBeenCalled();
  });
});

function UrlTable() {
  const { state, setState } = useTableUrlState(options);
  return <PagedDeviceTable state={state} onStateChange={setState} />;
}

describe('DataTable with URL state', () => {
  it('puts a header sort into the URL from page 1', async () => {
    const user = userEvent.setup();
    search = new URLSearchParams('page=5');
    renderWithIntl(<UrlTable />);
    await user.click(screen.getByRole('button', { name: /Model/ }));
    expect(push).toHaveBeenCalledWith('/online-devices?sort=model', { scroll: false });
  });

  it('pushes one URL per search, after typing pauses', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      search = new URLSearchParams('page=5');
      renderWithIntl(<UrlTable />);
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pixel 7');
      expect(push).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(300));
      expect(push).toHaveBeenCalledTimes(1);
      expect(push).toHaveBeenCalledWith('/online-devices?q=pixel+7', { scroll: false });
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes an address past the last page to the last page, in place of that address', () => {
    // 312 devices: 13 pages of 25. A link to page 40 (the list was longer once) shows none.
    search = new URLSearchParams('q=pixel&page=40');
    replace.mockImplementation((href) => {
      search = new URLSearchParams(href.split('?')[1]);
    });
    renderWithIntl(<UrlTable />);
    expect(replace).toHaveBeenCalledWith('/online-devices?q=pixel&page=13', { scroll: false });
    expect(push).not.toHaveBeenCalled();
  });

  it('shows the search of the URL after back/forward', () => {
    search = new URLSearchParams('q=first');
    const { rerender } = renderWithIntl(<UrlTable />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('first');
    search = new URLSearchParams('q=second');
    rerender(<UrlTable />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('second');
  });
});
