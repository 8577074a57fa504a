import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LOCALES } from '@/i18n/locales';
import { DASHBOARD_API, makeApp, renderWithProviders } from '@/test/components/dashboard';
import { editor, EDITED_GUIDE, guide, isGuideUrl, openAdminGuidePage } from '@/test/components/sdk-guide';
import { installFetch } from '@/test/fetch-mock';

import { AdminSdkGuide } from './admin-sdk-guide';

// The global `jest`, so that the compiler hoists jest.mock above the imports.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));
jest.mock('./markdown-editor', () => jest.requireActual('@/test/components/sdk-guide'));

beforeEach(openAdminGuidePage);

const LANGUAGES = LOCALES.map((locale) => ({
  locale,
  updatedAt: null,
  olderThanEnglish: locale === 'de' || locale === 'fr',
}));

/** The API with an English and a German guide; PUTs are answered with what was sent. */
function installLanguagesApi() {
  return installFetch((method, url, body) => {
    if (url.endsWith('/api/sdk-guide/languages')) return { status: 200, body: { data: LANGUAGES } };
    if (isGuideUrl(url)) {
      const locale = new URL(url).searchParams.get('locale');
      if (method === 'PUT') {
        const { markdown } = (body as { data: { markdown: string } }).data;
        return { status: 200, body: { data: { ...EDITED_GUIDE, ...guide(markdown), locale } } };
      }
      const text = locale === 'de' ? guide('# Deutscher Titel') : guide('# Old title');
      return { status: 200, body: { data: { ...EDITED_GUIDE, ...text, locale } } };
    }
    return { status: 200, body: { data: [makeApp()], total: 1 } };
  });
}

describe('AdminSdkGuide languages', () => {
  it('marks the languages older than English, and edits and saves the one chosen only', async () => {
    const { calls } = installLanguagesApi();
    renderWithProviders(<AdminSdkGuide />);
    const language = await screen.findByRole('combobox', { name: 'Language of the guide' });
    expect(language).toHaveValue('en');
    // The markers come with the list of languages, after the guide itself.
    expect(
      await within(language).findByRole(
        'option',
        { name: 'Deutsch (older than English)' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(within(language).getByRole('option', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByText('Older than English: Français and Deutsch.')).toBeInTheDocument();
    expect(screen.queryByText(/^Older than English: the English guide/)).not.toBeInTheDocument();

    await userEvent.selectOptions(language, 'de');
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'Deutscher Titel' })).toBeInTheDocument();
    expect(screen.getByText(/^Older than English: the English guide/)).toBeInTheDocument();

    const textbox = await editor();
    await userEvent.type(textbox, '\n\nNeu');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Guide saved. Customers now see this version.');
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toEqual([expect.objectContaining({ url: `${DASHBOARD_API}/api/sdk-guide?locale=de` })]);
    // The markers are read again after the save.
    expect(calls.filter((call) => call.url.endsWith('/languages')).length).toBe(2);
  }, 20_000);

  it('asks before a language change gives up unsaved changes', async () => {
    installLanguagesApi();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderWithProviders(<AdminSdkGuide />);
    const textbox = await editor();
    await userEvent.type(textbox, ' edited');
    const language = screen.getByRole('combobox', { name: 'Language of the guide' });
    await userEvent.selectOptions(language, 'de');
    expect(confirm).toHaveBeenCalledWith(
      'You have unsaved changes to the guide. Switch to another language and lose them?',
    );
    expect(language).toHaveValue('en');
    expect(screen.getByRole('textbox', { name: 'Edit the guide' })).toHaveValue('# Old title edited');
    confirm.mockRestore();
  }, 20_000);
});
