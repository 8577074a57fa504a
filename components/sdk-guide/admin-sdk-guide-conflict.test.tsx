import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeApp, renderWithProviders } from '@/test/components/dashboard';
import {
  editor,
  EDITED_GUIDE,
  FIVE_MINUTES_AGO,
  guide,
  openAdminGuidePage,
  isGuideUrl,
} from '@/test/components/sdk-guide';
import { installFetch } from '@/test/fetch-mock';

import { AdminSdkGuide } from './admin-sdk-guide';

// The global `jest`, so that the compiler hoists jest.mock above the imports.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

// EasyMDE needs a real browser; a textarea with the same props stands in for it.
jest.mock('./markdown-editor', () => jest.requireActual('@/test/components/sdk-guide'));

beforeEach(openAdminGuidePage);

describe('AdminSdkGuide', () => {
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
        if (isGuideUrl(url)) {
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
});
