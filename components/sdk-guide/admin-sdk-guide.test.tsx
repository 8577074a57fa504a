import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DASHBOARD_API, renderWithProviders } from '@/test/components/dashboard';
import {
  CONTROL_CHARACTERS_MESSAGE,
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
      url: `${DASHBOARD_API}/api/sdk-guide?locale=en`,
      body: { data: { markdown: '# New title\n\nKey: `{{APP_KEY}}`' } },
      auth: 'Bearer tok_abcdefghijkl',
    });
    expect(await screen.findByText('Guide saved. Customers now see this version.')).toBeInTheDocument();
    expect(screen.getByText(/Last edited by Grace/)).toHaveTextContent('Last edited by Grace now');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
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
});
