/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';

import { GET as languagesGET } from '@/app/api/sdk-guide/languages/route';
import { GET, PUT } from '@/app/api/sdk-guide/route';
import { LOCALES } from '@/i18n/locales';
import { getDb } from '@/lib/server/db/client';
import { sdkGuideVersions } from '@/lib/server/db/schema';
import { DEFAULT_SDK_GUIDE, defaultSdkGuide } from '@/lib/server/domain/sdk-guide/default-guide';
import { apiRequest, expectError, setupRouteTest, type SignedIn } from '@/test/api-route';

const { signedIn } = setupRouteTest();

const read = async (who: SignedIn, query = '') =>
  GET(apiRequest(`/api/sdk-guide${query}`, { token: who.token }));
const guideIn = async (who: SignedIn, query: string) => (await (await read(who, query)).json()).data;
const save = (who: SignedIn, query: string, markdown: string) =>
  PUT(
    apiRequest(`/api/sdk-guide${query}`, { method: 'PUT', token: who.token, body: { data: { markdown } } }),
  );
const languages = async (who: SignedIn) =>
  (await (await languagesGET(apiRequest('/api/sdk-guide/languages', { token: who.token }))).json()).data;

describe('/api/sdk-guide in the reader’s language', () => {
  beforeEach(async () => {
    await (await getDb()).delete(sdkGuideVersions);
  });

  it('answers the default guide of the language asked for', async () => {
    const ann = await signedIn();
    const german = await guideIn(ann, '?locale=de');
    expect(german).toMatchObject({ locale: 'de', markdown: defaultSdkGuide('de'), updatedAt: null });
    expect(german.markdown).toContain('# Fleetdeck in Ihre App integrieren');
    expect(german.html).toContain('Lebenszeichen');
    expect((await guideIn(ann, '?locale=ja')).markdown).toBe(defaultSdkGuide('ja'));
  });

  it.each([
    ['no locale', '', 'en'],
    ['a language the console does not have', '?locale=ko', 'en'],
    ['a regional tag', '?locale=pt-BR', 'pt'],
    ['an upper-case tag', '?locale=DE', 'de'],
  ])('falls back for %s', async (_label, query, locale) => {
    const data = await guideIn(await signedIn(), query);
    expect(data.locale).toBe(locale);
    expect(data.markdown).toBe(defaultSdkGuide(locale as 'en'));
  });

  it.each(['../en', 'english!', 'd', 'de_DE', 'x'.repeat(40)])(
    'answers 400 for the malformed tag %s',
    async (tag) => {
      const response = await read(await signedIn(), `?locale=${encodeURIComponent(tag)}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({
        code: 'validation_failed',
        fields: { locale: 'oneOf' },
      });
    },
  );

  it('saves an admin’s edit of the German guide and leaves English (and the others) unchanged', async () => {
    const admin = await signedIn('admin', 'Ada');
    const ann = await signedIn();
    const response = await save(admin, '?locale=de', '# Leitfaden\n\nNeu.');
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ locale: 'de', markdown: '# Leitfaden\n\nNeu.' });

    expect(await guideIn(ann, '?locale=de')).toMatchObject({
      markdown: '# Leitfaden\n\nNeu.',
      updatedBy: { name: 'Ada' },
    });
    expect(await guideIn(ann, '?locale=en')).toMatchObject({ markdown: DEFAULT_SDK_GUIDE, updatedAt: null });
    expect(await guideIn(ann, '')).toMatchObject({ markdown: DEFAULT_SDK_GUIDE, updatedAt: null });
    expect((await guideIn(ann, '?locale=fr')).markdown).toBe(defaultSdkGuide('fr'));
  });

  it('checks an edit conflict within the language only', async () => {
    const admin = await signedIn('admin');
    const english = await (await save(admin, '', '# English')).json();
    // German's draft started from its default guide: English's save since is no conflict.
    const response = await PUT(
      apiRequest('/api/sdk-guide?locale=de', {
        method: 'PUT',
        token: admin.token,
        body: { data: { markdown: '# Deutsch', baseUpdatedAt: null } },
      }),
    );
    expect(response.status).toBe(200);
    expect((await guideIn(admin, '?locale=en')).updatedAt).toBe(english.data.updatedAt);
  });

  it.each(['ko', 'pt-BR', 'bad!'])('refuses a save in %s (nothing falls back on a save)', async (tag) => {
    const admin = await signedIn('admin');
    await expectError(
      await save(admin, `?locale=${encodeURIComponent(tag)}`, '# X'),
      400,
      'validation_failed',
    );
    expect(await (await getDb()).select().from(sdkGuideVersions)).toEqual([]);
  });

  it('lists the languages older than English for admins only', async () => {
    const admin = await signedIn('admin');
    const older = async () =>
      (await languages(admin))
        .filter((l: { olderThanEnglish: boolean }) => l.olderThanEnglish)
        .map((l: { locale: string }) => l.locale);
    expect(await languages(admin)).toHaveLength(15);
    expect(await older()).toEqual([]);

    await save(admin, '?locale=de', '# Deutsch');
    expect(await older()).toEqual([]);
    await save(admin, '?locale=en', '# English');
    // German was saved before English; the others were never saved while English was.
    expect(await older()).toEqual(LOCALES.filter((locale) => locale !== 'en'));
    await save(admin, '?locale=de', '# Deutsch, neu');
    expect(await older()).not.toContain('de');
    expect((await languages(admin)).find((l: { locale: string }) => l.locale === 'de').updatedAt).toEqual(
      expect.any(String),
    );

    const customer = await signedIn();
    await expectError(
      await languagesGET(apiRequest('/api/sdk-guide/languages', { token: customer.token })),
      403,
      'forbidden',
    );
  });
});
