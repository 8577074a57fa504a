import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '@/test/components/dashboard';
import {
  editor,
  EDITED_GUIDE,
  guide,
  installAdminApi,
  openAdminGuidePage,
} from '@/test/components/sdk-guide';

import { AdminSdkGuide } from './admin-sdk-guide';

// The global `jest`, so that the compiler hoists jest.mock above the imports.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

// EasyMDE needs a real browser; a textarea with the same props stands in for it.
jest.mock('./markdown-editor', () => jest.requireActual('@/test/components/sdk-guide'));

beforeEach(openAdminGuidePage);

describe('AdminSdkGuide: leaving with unsaved changes', () => {
  it('asks before Back leaves an unsaved draft: staying keeps it, leaving goes back for real', async () => {
    // The page's own history entry holds the app router's state.
    window.history.replaceState({ __NA: true }, '');
    const user = userEvent.setup();
    installAdminApi(EDITED_GUIDE, () => new Error('not called'));
    renderWithProviders(<AdminSdkGuide />);
    const textbox = await editor();
    const entries = window.history.length;
    const popped = () =>
      new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

    await user.type(textbox, '!');
    expect(window.history.length).toBe(entries + 1);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    let pop = popped();
    window.history.back();
    await pop;
    expect(confirm).toHaveBeenCalledWith(
      'You have unsaved changes to the guide. Leave this page and lose them?',
    );
    // Stayed: the draft is there, and so is the guard against the next Back.
    expect(textbox).toHaveValue('# Old title!');
    expect(window.history.length).toBe(entries + 1);
    expect(window.history.state).toMatchObject({ __NA: true });

    confirm.mockReturnValue(true);
    const back = jest.spyOn(window.history, 'back');
    pop = popped();
    window.history.back();
    await pop;
    expect(confirm).toHaveBeenCalledTimes(2);
    // The user's Back, then the one past the page's own entry.
    expect(back).toHaveBeenCalledTimes(2);
    back.mockRestore();
    confirm.mockRestore();
  });

  it('warns before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    installAdminApi(
      { ...EDITED_GUIDE, ...guide('# Old title\n\n[Back to the dashboard](/admin-dashboard)') },
      () => new Error('not called'),
    );
    renderWithProviders(<AdminSdkGuide />);
    const textbox = await editor();
    const link = await screen.findByRole('link', { name: 'Back to the dashboard' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);

    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.type(textbox, '!');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);

    // An in-app link asks first; answering "stay" keeps the page (the click is cancelled).
    expect(fireEvent.click(link)).toBe(false);
    expect(confirm).toHaveBeenCalledWith(
      'You have unsaved changes to the guide. Leave this page and lose them?',
    );
    confirm.mockRestore();
  });
});
