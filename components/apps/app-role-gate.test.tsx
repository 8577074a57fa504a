import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeApp } from '@/test/app-fixture';
import {
  findAppCard,
  installFakeApi,
  prepareCustomerAppTests,
  renderAppManagement,
} from '@/test/components/apps';
import { givenOrgs, makeOrg } from '@/test/components/orgs';

prepareCustomerAppTests();

const MASKED = 'fdk_••••••••1234';

describe('what a viewer sees on the apps page', () => {
  it('keeps create, edit, rotate, alerts and delete in view, disabled, each with its reason', async () => {
    const api = installFakeApi([makeApp({ appKey: MASKED })]);
    const view = renderAppManagement();
    givenOrgs(view.store, [makeOrg({ role: 'viewer' })]);
    const card = await findAppCard('Shop');

    const rotate = within(card).getByRole('button', { name: 'Rotate key of Shop' });
    expect(rotate).toHaveAttribute('aria-disabled', 'true');
    expect(rotate).toHaveAccessibleDescription(
      'Your role (Viewer) cannot create or change apps and keys: ask a member, admin or owner.',
    );
    expect(within(card).getByRole('button', { name: 'Delete Shop' })).toHaveAccessibleDescription(
      'Your role (Viewer) cannot delete apps: ask an owner or admin.',
    );
    expect(within(card).getByRole('button', { name: /Alerts/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Create app' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.setup().click(rotate);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.method !== 'GET')).toBe(false);
  });

  it('shows the key as the server masked it, with nothing to reveal or copy', async () => {
    installFakeApi([makeApp({ appKey: MASKED })]);
    const view = renderAppManagement();
    givenOrgs(view.store, [makeOrg({ role: 'viewer' })]);
    const card = await findAppCard('Shop');
    expect(within(card).getByText(MASKED)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Reveal/ })).not.toBeInTheDocument();
    expect(
      within(card).getByText('Your role sees app keys masked: ask a member, admin or owner for the key.'),
    ).toBeInTheDocument();
  });

  it('lets a member rotate and edit, but not delete', async () => {
    installFakeApi();
    const view = renderAppManagement();
    givenOrgs(view.store, [makeOrg({ role: 'member' })]);
    const card = await findAppCard('Shop');
    expect(within(card).getByRole('button', { name: 'Rotate key of Shop' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(within(card).getByRole('button', { name: 'Edit Shop' })).not.toHaveAttribute('aria-disabled');
    expect(within(card).getByRole('button', { name: 'Delete Shop' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
