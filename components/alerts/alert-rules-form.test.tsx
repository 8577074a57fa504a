import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { AlertRules } from '@/lib/api/contract/alerts';
import { mockApi } from '@/test/components/devices';
import { storeRecord } from '@/test/components/shell';
import { renderWithIntl } from '@/test/render-with-intl';

import { AlertRulesForm } from './alert-rules-form';

const RULES: AlertRules = {
  offlineAfterSeconds: null,
  offlineSharePercent: 20,
  offlineShareViewId: null,
  cooldownSeconds: 300,
  incidentThresholdPercent: null,
  incidentThresholdCount: null,
  incidentWindowSeconds: 300,
  regressionIncidents: false,
  channelIds: [],
};

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('customer');
});

describe('AlertRulesForm', () => {
  it('counts the share among the devices of a saved view, chosen from the organisation’s views', async () => {
    mockApi({
      '/api/views': {
        body: {
          data: [
            {
              id: 'a1b2c3d4-0000-4000-8000-000000000001',
              name: 'Store 42',
              query: 'tag=store-42',
              columns: null,
              createdBy: 'Ann',
              createdAt: '2026-12-01T10:00:00.000Z',
              updatedAt: '2026-12-01T10:00:00.000Z',
            },
          ],
        },
      },
    });
    const onSave = jest.fn<(rules: AlertRules) => Promise<void>>(async () => {});
    renderWithIntl(<AlertRulesForm rules={RULES} channels={[]} onSave={onSave} />);
    const scope = screen.getByRole('combobox', { name: 'Count the share and incidents among' });
    expect(scope).toHaveValue('');
    await screen.findByRole('option', { name: 'Store 42' });
    await userEvent.selectOptions(scope, 'Store 42');
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(onSave).toHaveBeenCalledWith({
      ...RULES,
      offlineShareViewId: 'a1b2c3d4-0000-4000-8000-000000000001',
    });
  });

  it('sends the incidents to the channels ticked, of every kind, and says when there is none', async () => {
    mockApi({ '/api/views': { body: { data: [] } } });
    const onSave = jest.fn<(rules: AlertRules) => Promise<void>>(async () => {});
    const onCall = { id: 'c0000000-0000-4000-8000-000000000001', name: 'On-call', kind: 'email' as const };
    const managers = {
      id: 'c0000000-0000-4000-8000-000000000002',
      name: 'Store managers',
      kind: 'email' as const,
    };
    const ops = { id: 'c0000000-0000-4000-8000-000000000003', name: '#ops', kind: 'slack' as const };
    const noc = { id: 'c0000000-0000-4000-8000-000000000004', name: 'NOC', kind: 'json' as const };
    const { unmount } = renderWithIntl(
      <AlertRulesForm
        // A channel deleted meanwhile is no longer offered, nor saved.
        rules={{ ...RULES, channelIds: [onCall.id, 'c0000000-0000-4000-8000-00000000dead'] }}
        channels={[onCall, managers, ops, noc]}
        onSave={onSave}
      />,
    );
    const group = screen.getByRole('group', { name: 'Send incidents to' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(4);
    expect(group).toHaveTextContent(
      /On-call \(email\).*Store managers \(email\).*#ops \(Slack\).*NOC \(webhook\)/,
    );
    expect(screen.getByRole('checkbox', { name: 'On-call (email)' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'On-call (email)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Store managers (email)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '#ops (Slack)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(onSave).toHaveBeenCalledWith({ ...RULES, channelIds: [managers.id, ops.id] });
    unmount();

    renderWithIntl(<AlertRulesForm rules={RULES} channels={[]} onSave={onSave} />);
    expect(screen.getByRole('group', { name: 'Send incidents to' })).toHaveTextContent(
      'No channel yet: make one under “Email channels” or “Slack and webhook channels”.',
    );
  });

  it('saves the incident thresholds as numbers, and a blank one as off', async () => {
    mockApi({ '/api/views': { body: { data: [] } } });
    const onSave = jest.fn<(rules: AlertRules) => Promise<void>>(async () => {});
    renderWithIntl(
      <AlertRulesForm rules={{ ...RULES, incidentThresholdPercent: 30 }} channels={[]} onSave={onSave} />,
    );
    const count = screen.getByRole('textbox', {
      name: 'Open an incident when this many devices go offline together',
    });
    const percent = screen.getByRole('textbox', {
      name: 'Open an incident when this share of devices goes offline together (%)',
    });
    const window = screen.getByRole('textbox', { name: 'Incident window (seconds)' });
    expect(percent).toHaveValue('30');
    expect(window).toHaveValue('300');
    await userEvent.type(count, '25');
    await userEvent.clear(percent);
    await userEvent.clear(window);
    await userEvent.type(window, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(onSave).toHaveBeenCalledWith({
      ...RULES,
      incidentThresholdCount: 25,
      incidentThresholdPercent: null,
      incidentWindowSeconds: 120,
    });
  });

  it('opens incidents for regressions too when ticked, saying by which thresholds', async () => {
    mockApi({ '/api/views': { body: { data: [] } } });
    const onSave = jest.fn<(rules: AlertRules) => Promise<void>>(async () => {});
    renderWithIntl(<AlertRulesForm rules={RULES} channels={[]} onSave={onSave} />);
    const box = screen.getByRole('checkbox', {
      name: 'Also open an incident when devices go back to an older app version together',
    });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(expect.stringContaining('By the same thresholds and window'));
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(onSave).toHaveBeenCalledWith({ ...RULES, regressionIncidents: true });
  });
});
