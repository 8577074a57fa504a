import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';

import { ContactForm } from '@/components/auth/contact-form';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { fetchCall, jsonResponse, mockFetchForEachTest } from '@/test/fetch-mock';
import { renderWithIntl } from '@/test/render-with-intl';

const fetchMock = mockFetchForEachTest();

function renderForm() {
  return renderWithIntl(<ContactForm />);
}

async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Message'), 'How do I rotate an app key?');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('ContactForm', () => {
  it('requires every field before sending', async () => {
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText('Value is required')).toHaveLength(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message, confirms it and empties the form', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, { data: { id: 'm1', createdAt: '2025-01-01T00:00:00.000Z' } }),
    );
    renderForm();

    await fillIn();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you, your message has been sent. We will reply to ada@example.com.',
    );
    const { url, body } = fetchCall(fetchMock);
    expect(url).toBe('/api/contact');
    expect(body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'How do I rotate an app key?',
    });
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.queryByText('Value is required')).not.toBeInTheDocument();
    // The focus is on the confirmation, at the top of the form, not lost to the page.
    expect(screen.getByText(/your message has been sent/)).toHaveFocus();
  });

  it('keeps the message when sending fails', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(503, { error: { code: 'service_unavailable', message: 'Down' } }),
    );
    renderForm();

    await fillIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(en.ApiErrors.service_unavailable);
    expect(screen.getByLabelText('Message')).toHaveValue('How do I rotate an app key?');
  });

  it('says invisible control characters are the problem, not "letters, digits, dots"', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'hi\u202E');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(en.Validation.controlCharacters)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(en.Validation.controlCharacters);
    expect(screen.queryByText(en.Validation.characters)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the API’s characters answer as control characters', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'x',
          fields: { name: 'characters', message: 'characters' },
        },
      }),
    );
    renderForm();

    await fillIn();

    expect(await screen.findAllByText(en.Validation.controlCharacters)).toHaveLength(2);
    expect(screen.queryByText(en.Validation.characters)).not.toBeInTheDocument();
  });

  it('says a sender of too many messages may send again in 57 minutes, in their words', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(429, { error: { code: 'rate_limited', message: 'x' } }, { 'Retry-After': '3400' }),
    );
    const { unmount } = renderForm();

    await fillIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent too many messages in a short time. Please try again in 57 minutes.',
    );
    unmount();

    renderWithIntl(
      <NextIntlClientProvider locale="fr" messages={fr} timeZone="UTC">
        <ContactForm />
      </NextIntlClientProvider>,
      { locale: 'fr' },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(fr.ContactForm.name), 'Ada');
    await user.type(screen.getByLabelText(fr.ContactForm.email), 'ada@example.com');
    await user.type(screen.getByLabelText(fr.ContactForm.message), 'Bonjour');
    await user.click(screen.getByRole('button', { name: fr.ContactForm.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vous avez envoyé trop de messages en peu de temps. Veuillez réessayer dans 57 minutes.',
    );
  });
});
