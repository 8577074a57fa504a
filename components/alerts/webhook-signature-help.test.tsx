import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithIntl } from '@/test/render-with-intl';

import { WebhookSignatureHelp } from './webhook-signature-help';

describe('WebhookSignatureHelp', () => {
  it('opens to the signed headers and a Node.js check with a constant-time comparison', async () => {
    const { container } = renderWithIntl(<WebhookSignatureHelp />);
    await userEvent.click(screen.getByText('Checking the signature'));
    expect(container.querySelector('details')).toHaveAttribute('open');
    expect(screen.getByText('X-Fleetdeck-Signature')).toBeVisible();
    expect(screen.getByText('X-Fleetdeck-Timestamp')).toBeVisible();
    // The code scrolls sideways on a narrow screen: a named stop for the keyboard.
    const code = screen.getByRole('group', { name: 'Checking the signature' });
    expect(code).toHaveAttribute('tabindex', '0');
    expect(code).toHaveTextContent("createHmac('sha256', secret)");
    expect(code).toHaveTextContent('timingSafeEqual(received, expected)');
  });
});
