import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ChannelInput } from '@/lib/api/channels';
import type { EmailChannel } from '@/lib/api/contract/channels';
import { HttpError } from '@/lib/http/client';
import { givenOrgs, makeMember, makeOrg } from '@/test/components/orgs';
import { storeRecord } from '@/test/components/shell';
import { installFetch } from '@/test/fetch-mock';
import { renderWithIntl } from '@/test/render-with-intl';

import { EmailChannels } from './email-channels';

const ADA = makeMember('u1', 'Ada Lovelace', 'owner');
const BOB = makeMember('u2', 'Bob Builder', 'member');

const ON_CALL: EmailChannel = {
  id: 'c1',
  name: 'On-call',
  recipients: [
    { id: 'u1', name: 'Ada Lovelace' },
    { id: 'u2', name: 'Bob Builder' },
  ],
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
};

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('customer');
  installFetch((method, url) =>
    method === 'GET' && url.endsWith('/api/orgs/o1/members')
      ? { body: { data: [ADA, BOB] } }
      : { status: 404, body: { error: { code: 'not_found', message: 'No' } } },
  );
});

function renderChannels(
  channels: EmailChannel[],
  onCreate: (input: ChannelInput) => Promise<void> = async () => {},
) {
  const onTest = jest.fn<(channel: EmailChannel) => Promise<void>>(async () => {});
  const onUpdate = jest.fn<(channel: EmailChannel, input: ChannelInput) => Promise<void>>(async () => {});
  const onDelete = jest.fn();
  const view = renderWithIntl(
    <EmailChannels
      channels={channels}
      onCreate={onCreate}
      onUpdate={onUpdate}
      onTest={onTest}
      onDelete={onDelete}
    />,
  );
  givenOrgs(view.store, [makeOrg()]);
  return { onTest, onUpdate, onDelete };
}

describe('EmailChannels', () => {
  it('lists each channel with whom it mails, and sends a test or deletes one by its name', async () => {
    const { onTest, onDelete } = renderChannels([
      ON_CALL,
      { ...ON_CALL, id: 'c2', name: 'Former staff', recipients: [] },
    ]);
    const items = within(screen.getByRole('list', { name: 'Email channels' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('On-call');
    expect(items[0]).toHaveTextContent('To: Ada Lovelace, Bob Builder');
    expect(items[1]).toHaveTextContent('Nobody: its members have left the organisation.');
    await userEvent.click(screen.getByRole('button', { name: 'Send a test email to the channel On-call' }));
    expect(onTest).toHaveBeenCalledWith(ON_CALL);
    await userEvent.click(screen.getByRole('button', { name: 'Delete the email channel On-call' }));
    expect(onDelete).toHaveBeenCalledWith(ON_CALL);
  });

  it('edits a channel in the form, its name focused and its members ticked; Cancel leaves it as it was', async () => {
    const { onUpdate } = renderChannels([ON_CALL]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit the email channel On-call' }));
    const form = screen.getByRole('form', { name: 'Edit the email channel On-call' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(name).toHaveValue('On-call');
    const members = within(form).getByRole('group', { name: 'Members to mail' });
    expect(await within(members).findByRole('checkbox', { name: 'Ada Lovelace' })).toBeChecked();
    expect(within(members).getByRole('checkbox', { name: 'Bob Builder' })).toBeChecked();
    await userEvent.click(within(members).getByRole('checkbox', { name: 'Bob Builder' }));
    await userEvent.clear(name);
    await userEvent.type(name, 'Night shift');
    await userEvent.click(within(form).getByRole('button', { name: 'Save channel' }));
    expect(onUpdate).toHaveBeenCalledWith(ON_CALL, { name: 'Night shift', recipientIds: ['u1'] });
    // Saved: the form makes new channels again.
    expect(screen.getByRole('form', { name: 'New email channel' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit the email channel On-call' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      within(screen.getByRole('form', { name: 'New email channel' })).getByRole('textbox', { name: 'Name' }),
    ).toHaveValue('');
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('makes a channel of the members ticked, and shows the API’s refusal by the field', async () => {
    const onCreate = jest.fn<(input: ChannelInput) => Promise<void>>(async () => {});
    renderChannels([], onCreate);
    expect(screen.getByText('The organisation has no email channel yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New email channel' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Store managers');
    const members = within(form).getByRole('group', { name: 'Members to mail' });
    await userEvent.click(await within(members).findByRole('checkbox', { name: 'Bob Builder' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create channel' }));
    expect(onCreate).toHaveBeenCalledWith({ name: 'Store managers', recipientIds: ['u2'] });
    // Made: the form is empty again.
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(within(members).getByRole('checkbox', { name: 'Bob Builder' })).not.toBeChecked();

    onCreate.mockRejectedValueOnce(
      new HttpError(400, 'validation_failed', 'Some fields are not valid', { recipientIds: 'required' }),
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Nobody');
    await userEvent.click(within(form).getByRole('button', { name: 'Create channel' }));
    expect(await within(members).findByText('Value is required')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Nobody');
  });
});
