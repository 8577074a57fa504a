import { afterEach, describe, expect, it } from '@jest/globals';
import { createTranslator } from 'next-intl';

import { generateMetadata } from '@/app/layout';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

const request = { locale: 'en' as 'en' | 'de' };
const MESSAGES = { en, de };

jest.mock('server-only', () => ({}));
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'Metadata') =>
    createTranslator({ locale: request.locale, messages: MESSAGES[request.locale], namespace }),
}));

describe('RootLayout metadata', () => {
  afterEach(() => {
    request.locale = 'en';
    delete process.env.PRODUCT_NAME;
  });

  // Spec: "The default page title is 'Sales Admin', followed by a bar and the product name". In
  // Next.js terms that is `title.default`, used by a page that sets no title; every page sets its
  // own, which the template suffixes with the product name.
  it('titles a page without a title Sales Admin | Fleetdeck, and suffixes every other title', async () => {
    const metadata = await generateMetadata();

    expect(metadata.title).toEqual({ default: 'Sales Admin | Fleetdeck', template: '%s | Fleetdeck' });
    expect(metadata.description).toBe(
      'Fleetdeck: register apps, integrate the SDK and watch your devices come online.',
    );
  });

  it('translates the default title and keeps the configured product name', async () => {
    request.locale = 'de';
    process.env.PRODUCT_NAME = 'Acme Devices';

    const metadata = await generateMetadata();

    expect(metadata.title).toEqual({
      default: 'Vertriebsverwaltung | Acme Devices',
      template: '%s | Acme Devices',
    });
    expect(metadata.description).toBe(
      'Acme Devices: Apps registrieren, das SDK integrieren und zusehen, wie Ihre Geräte online gehen.',
    );
  });
});
