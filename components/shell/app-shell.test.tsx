import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AppShell } from '@/components/shell/app-shell';
import { FullScreenLoader } from '@/components/shell/full-screen-loader';
import { installMatchMedia, renderWithProviders } from '@/test/components/shell';

// The global `jest`, typed: next/jest hoists `jest.mock` only when it is called on the global.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

beforeEach(() => {
  installMatchMedia({ width: 1280 });
  scrollTo(0);
});

describe('full-screen loader', () => {
  it('covers the page until the shell first mounts, and again while the main loader flag is on', async () => {
    const { store } = renderWithProviders(<FullScreenLoader />);
    // Before the shell: the guard is still checking.
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    const { unmount } = renderWithProviders(
      <AppShell variant="app" header={null}>
        page
      </AppShell>,
      { store },
    );
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());

    act(() => store.setState({ mainLoader: true }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => store.setState({ mainLoader: false }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // Only the first mount: a later mount of the shell does not bring it back.
    unmount();
    renderWithProviders(
      <AppShell variant="app" header={null}>
        page
      </AppShell>,
      { store },
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('scroll to top', () => {
  it('appears after scrolling more than 50 pixels and takes the page back up', async () => {
    const user = userEvent.setup();
    const scroll = jest.fn();
    window.scrollTo = scroll as unknown as typeof window.scrollTo;
    renderWithProviders(
      <AppShell variant="app" header={null}>
        page
      </AppShell>,
    );
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    act(() => scrollTo(50));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    act(() => scrollTo(51));
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});

describe('display settings', () => {
  it('shows the horizontal menu bar instead of the sidebar links when chosen', async () => {
    const { store } = renderWithProviders(
      <AppShell variant="admin" header={null}>
        page
      </AppShell>,
    );
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
    // The sidebar and its links leave wide screens by their class (jsdom applies no stylesheet).
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByRole('link', { name: 'Diagnostics' })).toBeInTheDocument();
    expect(sidebar).not.toHaveClass('lg:hidden');
    act(() =>
      store.setState({ displaySettings: { ...store.getState().displaySettings, menu: 'horizontal' } }),
    );
    expect(sidebar).toHaveClass('lg:hidden');
    // The bar's code loads when the setting is chosen.
    await waitFor(() => expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(2));
    const bar = screen.getAllByRole('navigation', { name: 'Main' }).find((nav) => !nav.closest('aside'));
    expect(bar).toBeDefined();
    expect(bar).toContainElement(
      screen.getAllByRole('link', { name: 'Diagnostics' }).find((link) => bar!.contains(link))!,
    );
  });

  it('boxes the page in a centred column with the boxed layout', () => {
    const { store } = renderWithProviders(
      <AppShell variant="app" header={null}>
        page
      </AppShell>,
    );
    expect(screen.getByText('page')).not.toHaveClass('max-w-5xl');
    act(() =>
      store.setState({ displaySettings: { ...store.getState().displaySettings, layout: 'boxed-layout' } }),
    );
    expect(screen.getByText('page')).toHaveClass('mx-auto', 'max-w-5xl', 'ring-1');
  });

  it('makes the sidebar and header dark with semidark', () => {
    const { store } = renderWithProviders(
      <AppShell variant="app" header={<header>Top</header>}>
        page
      </AppShell>,
    );
    act(() => store.setState({ displaySettings: { ...store.getState().displaySettings, semidark: true } }));
    // The `dark` variant applies inside an element with the `dark` class.
    expect(screen.getByRole('complementary').closest('.dark')).not.toBeNull();
    expect(screen.getByRole('banner').closest('.dark')).not.toBeNull();
    expect(screen.getByRole('main').closest('.dark')).toBeNull();
  });
});
