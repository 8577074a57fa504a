import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';

import { givenOrgs, makeInvitation, makeOrg } from '@/test/components/orgs';
import { storeRecord } from '@/test/components/shell';
import { installFetch } from '@/test/fetch-mock';
import { renderWithIntl } from '@/test/render-with-intl';

import { FirstRunChecklist } from './first-run-checklist';

const DEVICE_STEPS = { appCreated: true, sdkAdded: false, deviceOnline: false };

function inviteStep(): HTMLElement {
  return screen.getByRole('link', { name: '4. Invite a teammate' }).closest('li') as HTMLElement;
}

describe('the checklist’s "Invite a teammate"', () => {
  it('is done once the organisation has another member', () => {
    storeRecord('customer');
    installFetch(() => ({ body: { data: [] } }));
    const view = renderWithIntl(<FirstRunChecklist progress={DEVICE_STEPS} onHide={jest.fn()} />);
    givenOrgs(view.store, [makeOrg({ memberCount: 2 })]);
    return screen.findByText('2 of 4 steps done').then(() => {
      expect(within(inviteStep()).getByText('(done)')).toBeInTheDocument();
    });
  });

  it('is done once an invitation is on its way, and to do without one', async () => {
    storeRecord('customer');
    let invitations = [makeInvitation()];
    installFetch(() => ({ body: { data: invitations } }));
    const view = renderWithIntl(<FirstRunChecklist progress={DEVICE_STEPS} onHide={jest.fn()} />);
    givenOrgs(view.store, [makeOrg({ memberCount: 1 })]);
    expect(await screen.findByText('2 of 4 steps done')).toBeInTheDocument();
    expect(within(inviteStep()).getByText('(done)')).toBeInTheDocument();

    invitations = [];
    view.unmount();
    const again = renderWithIntl(<FirstRunChecklist progress={DEVICE_STEPS} onHide={jest.fn()} />);
    givenOrgs(again.store, [makeOrg({ memberCount: 1 })]);
    expect(await screen.findByText('1 of 4 steps done')).toBeInTheDocument();
    expect(within(inviteStep()).getByText('(to do)')).toBeInTheDocument();
  });
});
