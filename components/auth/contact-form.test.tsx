import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { NextIntlClientProvider } from 'next-intl';

import { ContactForm } from '@/components/auth/contact-form';
import en from '@/messages/en.json';

const fetchMock = jest.fn<typeof fetch>();

function json(status: number, body?: unknown): Response {
  return {
    status,
    statusText: '',
    headers: { get: () => null },
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  } as unknown as Response;
}

function renderForm() {
  return render(
    <Provider>
      <NextIntlClientProvider locale="en" messages={en}>
        <ContactForm />
      </NextIntlClientProvider>
    </Provider>,
  );
}

async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Message'), 'How do I rotate an app key?');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('ContactForm', () => {
  it('requires every field before sending', async () => {
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText('Value is required')).toHaveLength(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message, confirms it and empties the form', async () => {
    fetchMock.mockResolvedValue(json(201, { data: { id: 'm1', createdAt: '2025-01-01T00:00:00.000Z' } }));
    renderForm();

    await fillIn();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you, your message has been sent. We will reply to ada@example.com.',
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'How do I rotate an app key?',
    });
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.queryByText('Value is required')).not.toBeInTheDocument();
  });

  it('keeps the message when sending fails', async () => {
    fetchMock.mockResolvedValue(json(503, { error: { code: 'service_unavailable', message: 'Down' } }));
    renderForm();

    await fillIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(en.ApiErrors.service_unavailable);
    expect(screen.getByLabelText('Message')).toHaveValue('How do I rotate an app key?');
  });
});
