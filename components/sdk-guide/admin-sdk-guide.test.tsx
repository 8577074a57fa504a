import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderMarkdown } from '@/lib/markdown/render-markdown';
import { DASHBOARD_API, makeApp, renderWithProviders, storeRecord } from '@/test/components/dashboard';
import { installFetch, type Answer } from '@/test/fetch-mock';

import { AdminSdkGuide } from './admin-sdk-guide';

// The global `jest`, so that the compiler hoists jest.mock above the imports.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => ({
  usePathname: () => '/admin/sdk-integration-guide',
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

// EasyMDE needs a real browser; a textarea with the same props stands in for it.
jest.mock('./markdown-editor', () => ({
  MarkdownEditor: ({
    value,
    onChange,
    labelledBy,
  }: {
    value: string;
    onChange: (value: string) => void;
    labelledBy: string;
  }) => (
    <textarea aria-labelledby={labelledBy} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const CONTROL_CHARACTERS_MESSAGE =
  'Remove the invisible control characters (such as pasted page breaks or text direction codes).';
const FIVE_MINUTES_AGO = new Date(Date.now() - 5 * 60_000).toISOString();
/** A guide as the API answers it: the markdown and the HTML the server renders from it. */
function guide(markdown: string) {
  return { markdown, html: renderMarkdown(markdown) };
}

const EDITED_GUIDE = {
  ...guide('# Old title'),
  updatedAt: FIVE_MINUTES_AGO,
  updatedBy: { id: 'u1', name: 'Ada' },
};

function installAdminApi(guide: object, putAnswer: (body: unknown) => Answer | Error) {
  return installFetch((method, url, body) => {
    if (url.endsWith('/api/sdk-guide')) {
      return method === 'PUT' ? putAnswer(body) : { status: 200, body: { data: guide } };
    }
    const apps = [makeApp({ owner: { id: 'c1', name: 'Grace', email: 'grace@example.com' } })];
    return { status: 200, body: { data: apps, total: 1 } };
  });
}

/** Opens the editor as the admin does (it is closed, and its code not loaded, until asked for). */
async function editor(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Open the editor' }));
  return screen.findByRole('textbox', { name: 'Edit the guide' });
}

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('admin');
});

describe('AdminSdkGuide', () => {
  it('shows the guide with the editor closed until the admin opens it', async () => {
    installAdminApi(EDITED_GUIDE, () => new Error('not called'));
    renderWithProviders(<AdminSdkGuide />);

    const open = await screen.findByRole('button', { name: 'Open the editor' });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'Old title' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Edit the guide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    fireEvent.click(open);
    expect(await screen.findByRole('textbox', { name: 'Edit the guide' })).toHaveValue('# Old title');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Open the editor' })).not.toBeInTheDocument();
  });

  it('saves the markdown as {data:{markdown}} and shows who edited it', async () => {
    const user = userEvent.setup();
    const { calls } = installAdminApi(EDITED_GUIDE, (body) => ({
      status: 200,
      body: {
        data: {
          ...guide((body as { data: { markdown: string } }).data.markdown),
          updatedAt: new Date().toISOString(),
          updatedBy: { id: 'u2', name: 'Grace' },
        },
      },
    }));
    renderWithProviders(<AdminSdkGuide />);

    expect(await screen.findByText(/Last edited by Ada/)).toHaveTextContent(
      'Last edited by Ada 5 minutes ago',
    );
    const textbox = await editor();
    expect(textbox).toHaveValue('# Old title');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'true');

    await user.clear(textbox);
    await user.type(textbox, '# New title{enter}{enter}Key: `{{{{APP_KEY}}`');
    // The preview is the customers' view of the draft, filled in for the first app.
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() =>
      expect(within(preview).getByRole('heading', { name: 'New title' })).toBeInTheDocument(),
    );
    expect(within(preview).getByText('fdk_shop_0123456789')).toBeInTheDocument();
    expect(within(preview).getByRole('combobox', { name: 'App' })).toHaveDisplayValue('Shop (Grace)');

    await user.click(save);

    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({
      url: `${DASHBOARD_API}/api/sdk-guide`,
      body: { data: { markdown: '# New title\n\nKey: `{{APP_KEY}}`' } },
      auth: 'Bearer tok_abcdefghijkl',
    });
    expect(await screen.findByText('Guide saved. Customers now see this version.')).toBeInTheDocument();
    expect(screen.getByText(/Last edited by Grace/)).toHaveTextContent('Last edited by Grace now');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  });

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

  describe('when another admin saved the guide meanwhile', () => {
    const THEIRS = {
      ...guide('# Their title'),
      updatedAt: '2025-03-05T10:42:00.000Z',
      updatedBy: { id: 'u3', name: 'Grace' },
    };
    type PutBody = { data: { markdown: string; baseUpdatedAt?: string | null } };

    /** The API as it stands once Grace has saved: a save that does not start from hers is refused. */
    async function conflictedEditor() {
      let current: object = EDITED_GUIDE;
      const fetch = installFetch((method, url, body) => {
        if (url.endsWith('/api/sdk-guide')) {
          if (method !== 'PUT') return { status: 200, body: { data: current } };
          const { markdown, baseUpdatedAt } = (body as PutBody).data;
          if (baseUpdatedAt !== THEIRS.updatedAt) {
            return { status: 409, body: { error: { code: 'edit_conflict', message: 'Saved since' } } };
          }
          const mine = {
            ...guide(markdown),
            updatedAt: new Date().toISOString(),
            updatedBy: { id: 'u1', name: 'Ada' },
          };
          return { status: 200, body: { data: mine } };
        }
        return { status: 200, body: { data: [makeApp()], total: 1 } };
      });
      renderWithProviders(<AdminSdkGuide />);
      const textbox = await editor();
      current = THEIRS;
      await userEvent.type(textbox, '\n\nMine');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      return { ...fetch, textbox };
    }

    it('says who saved it and when, keeps the draft, and saves it over theirs on request', async () => {
      const { calls, textbox } = await conflictedEditor();

      expect(
        await screen.findByText(/^Grace saved the guide at .*2025.* while you were editing\./),
      ).toHaveTextContent('Your changes are still here, not saved.');
      expect(textbox).toHaveValue('# Old title\n\nMine');
      const puts = () => calls.filter((call) => call.method === 'PUT');
      expect(puts()[0].body).toEqual({
        data: { markdown: '# Old title\n\nMine', baseUpdatedAt: FIVE_MINUTES_AGO },
      });

      await userEvent.click(screen.getByRole('button', { name: 'Save my version anyway' }));
      expect(await screen.findByText('Guide saved. Customers now see this version.')).toBeInTheDocument();
      expect(puts()[1].body).toEqual({
        data: { markdown: '# Old title\n\nMine', baseUpdatedAt: THEIRS.updatedAt },
      });
      expect(screen.queryByText(/while you were editing/)).not.toBeInTheDocument();
      expect(screen.getByText(/Last edited by Ada/)).toBeInTheDocument();
    });

    it('loads their version instead, once the admin agrees to lose the draft', async () => {
      const { calls, textbox } = await conflictedEditor();
      const load = await screen.findByRole('button', { name: 'Load the other version' });
      const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);

      await userEvent.click(load);
      expect(confirm).toHaveBeenCalledWith('Load the other version? Your unsaved changes will be lost.');
      expect(textbox).toHaveValue('# Old title\n\nMine');

      await userEvent.click(load);
      expect(textbox).toHaveValue('# Their title');
      expect(screen.queryByText(/while you were editing/)).not.toBeInTheDocument();
      expect(screen.getByText(/Last edited by Grace/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
      expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
      confirm.mockRestore();
    });
  });

  it('keeps the text and shows the translated error when saving fails', async () => {
    const user = userEvent.setup();
    const { calls } = installAdminApi(EDITED_GUIDE, () => ({
      status: 403,
      body: { error: { code: 'forbidden', message: 'Admins only' } },
    }));
    renderWithProviders(<AdminSdkGuide />);

    const textbox = await editor();
    await user.type(textbox, '\n\nMore text');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
    expect(textbox).toHaveValue('# Old title\n\nMore text');
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText(/Unsaved changes/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('writes out when the guide was last edited, not only in a tooltip', async () => {
    installAdminApi(
      { ...EDITED_GUIDE, updatedAt: '2025-03-05T10:42:00.000Z' },
      () => new Error('not called'),
    );
    renderWithProviders(<AdminSdkGuide />);

    const lastEdited = await screen.findByText(/Last edited by Ada/);
    expect(lastEdited).toHaveTextContent(/^Last edited by Ada .+ \(Mar 5, 2025, 10:42\sAM\)$/);
    expect(lastEdited.querySelector('[title]')).toBeNull();
  });

  it('says when the guide was never edited, and refuses an empty guide', async () => {
    const user = userEvent.setup();
    installAdminApi(
      { ...guide('# Default'), updatedAt: null, updatedBy: null },
      () => new Error('not called'),
    );
    renderWithProviders(<AdminSdkGuide />);

    expect(await screen.findByText('Default guide, never edited')).toBeInTheDocument();
    const textbox = await editor();
    await user.clear(textbox);
    expect(screen.getByText('The guide cannot be empty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    // Zero-width spaces alone are as empty, as the API holds them (it would refuse them).
    await user.type(textbox, '\u200B\u200B \u200D');
    expect(textbox).toHaveValue('\u200B\u200B \u200D');
    expect(screen.getByText('The guide cannot be empty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says a pasted page break must go before the guide can be saved', async () => {
    const user = userEvent.setup();
    const { calls } = installAdminApi(EDITED_GUIDE, () => new Error('not called'));
    renderWithProviders(<AdminSdkGuide />);

    const textbox = await editor();
    await user.type(textbox, '\n\nPage one\u000CPage two');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAccessibleDescription(CONTROL_CHARACTERS_MESSAGE);
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.click(save);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('shows what the API finds wrong with the markdown, not only that a field needs attention', async () => {
    const user = userEvent.setup();
    installAdminApi(EDITED_GUIDE, () => ({
      status: 400,
      body: { error: { code: 'validation_failed', message: 'x', fields: { markdown: 'characters' } } },
    }));
    renderWithProviders(<AdminSdkGuide />);

    const textbox = await editor();
    await user.type(textbox, '\n\nMore text');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTROL_CHARACTERS_MESSAGE);
    expect(textbox).toHaveValue('# Old title\n\nMore text');
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
