import { describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { prepareSidebarTests, renderShell } from '@/test/components/sidebar';

// The global `jest`, typed: next/jest hoists `jest.mock` only when it is called on the global.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

prepareSidebarTests();

describe('a modal dialog where it covers the page', () => {
  /** The elements of the shell that are inert (inside an element with the attribute) now. */
  const inert = (...elements: Element[]) => elements.map((element) => element.closest('[inert]') !== null);

  it('is a modal dialog named Navigation menu while open under 1024px, with the rest of the shell inert', async () => {
    const user = userEvent.setup();
    const { toggle } = renderShell('app', { width: 800 });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(inert(skip, toggle, screen.getByRole('main'))).toEqual([false, false, false]);

    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Navigation menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('complementary')).toContainElement(dialog);
    // Its content: the logo, its own close button and the links, named apart from the dialog.
    expect(within(dialog).getByRole('link', { name: 'Fleetdeck home' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close navigation menu' })).toBeInTheDocument();
    // Focus moves in onto the first link, what the menu was opened for.
    expect(
      within(within(dialog).getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Dashboard',
      }),
    ).toHaveFocus();
    // Everything else the shell holds (skip link, header with its toggle, the page) is inert.
    expect(inert(skip, toggle, screen.getByRole('main'), dialog)).toEqual([true, true, true, false]);
  });

  it('closes with its own close button, giving the focus back to the header toggle', async () => {
    const user = userEvent.setup();
    const { toggle } = renderShell('app', { width: 800 });
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Navigation menu' });
    await user.click(within(dialog).getByRole('button', { name: 'Close navigation menu' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close navigation menu' })).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop, giving the focus back to the header toggle', async () => {
    const user = userEvent.setup();
    const { toggle } = renderShell('app', { width: 800 });
    await user.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Navigation menu' })).toBeInTheDocument();
    // The backdrop follows the sidebar, outside the inert part of the shell.
    const backdrop = screen.getByRole('complementary').nextElementSibling as HTMLElement;
    expect(backdrop.closest('[inert]')).toBeNull();
    await user.click(backdrop);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('leaves nothing inert once the window grows past 1024px, or a link is chosen', async () => {
    const user = userEvent.setup();
    const { toggle, media } = renderShell('app', { width: 800 });
    await user.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Navigation menu' })).toBeInTheDocument();
    expect(document.querySelector('[inert]')).not.toBeNull();

    act(() => media.set({ width: 1100 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('[inert]')).toBeNull();

    act(() => media.set({ width: 800 }));
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Navigation menu' });
    expect(document.querySelector('[inert]')).not.toBeNull();
    await user.click(within(dialog).getByRole('link', { name: 'Online devices' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('[inert]')).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('stays a plain landmark beside the page from 1024px: no dialog, nothing inert, no close button', async () => {
    const user = userEvent.setup();
    const { toggle, nav, media } = renderShell('app', { width: 1280 });
    const plain = () => {
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('complementary')).toContainElement(nav);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.querySelector('[role="dialog"], [aria-modal], [inert]')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Close navigation menu' })).not.toBeInTheDocument();
    };
    plain();
    // The same sidebar, open under 1024px, is the dialog; wide again, it is plain again.
    act(() => media.set({ width: 800 }));
    await user.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Navigation menu' })).toContainElement(nav);
    act(() => media.set({ width: 1280 }));
    plain();
  });
});
