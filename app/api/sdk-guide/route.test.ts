/** @jest-environment node */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { GET, PUT } from '@/app/api/sdk-guide/route';
import { getDb } from '@/lib/server/db/client';
import { sdkGuideVersions, users } from '@/lib/server/db/schema';
import { DEFAULT_SDK_GUIDE } from '@/lib/server/domain/sdk-guide/default-guide';
import { apiRequest, expectError, setupRouteTest, type SignedIn } from '@/test/api-route';

const { signedIn } = setupRouteTest();

const read = (who?: SignedIn) => GET(apiRequest('/api/sdk-guide', { token: who?.token }));
const save = (who: SignedIn, body: unknown) =>
  PUT(apiRequest('/api/sdk-guide', { method: 'PUT', token: who.token, body }));

describe('/api/sdk-guide', () => {
  beforeAll(async () => {
    // The default only shows while no version was saved (a shared test database may hold some).
    await (await getDb()).delete(sdkGuideVersions);
  });

  it('starts with the default guide for Android, iOS, web and curl, with the placeholders', async () => {
    const response = await read(await signedIn());
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toEqual({
      locale: 'en',
      markdown: DEFAULT_SDK_GUIDE,
      html: expect.stringContaining('<h2 id="android-kotlin">Android (Kotlin)</h2>'),
      updatedAt: null,
      updatedBy: null,
    });
    for (const part of ['## Android (Kotlin)', '## iOS (Swift)', '## Web (TypeScript)', 'curl -i -X POST']) {
      expect(data.markdown).toContain(part);
    }
    expect(data.markdown).toContain('{{APP_KEY}}');
    expect(data.markdown).toContain('{{INGEST_URL}}');
  });

  it('saves an admin’s version, keeping the earlier ones, with who and when', async () => {
    const admin = await signedIn('admin', 'Grace');
    const first = await save(admin, { data: { markdown: '# Version one\n' } });
    expect(first.status).toBe(200);
    const response = await save(admin, { data: { markdown: '  # Version two\n\nUse `{{APP_KEY}}`.\n' } });
    const { data } = await response.json();
    expect(data).toEqual({
      locale: 'en',
      markdown: '  # Version two\n\nUse `{{APP_KEY}}`.\n',
      // Rendered and sanitized by the server: pages ship no markdown renderer.
      html: '<h1 id="version-two">Version two</h1>\n<p>Use <code>{{APP_KEY}}</code>.</p>\n',
      updatedAt: expect.any(String),
      updatedBy: { id: admin.user.id, name: 'Grace' },
    });
    expect(Math.abs(Date.parse(data.updatedAt) - Date.now())).toBeLessThan(60_000);
    expect(await (await read(await signedIn())).json()).toEqual({ data });

    const versions = await (
      await getDb()
    )
      .select({ markdown: sdkGuideVersions.markdown })
      .from(sdkGuideVersions)
      .where(eq(sdkGuideVersions.createdBy, admin.user.id));
    expect(versions.map((v) => v.markdown).sort()).toEqual([
      '  # Version two\n\nUse `{{APP_KEY}}`.\n',
      '# Version one\n',
    ]);
  });

  it('keeps what an admin typed, and serves only its sanitized HTML to readers', async () => {
    const markdown =
      '# Hi\n\n<script>steal()</script>\n\n<img src="x.png" onerror="steal()">\n\n[x](javascript:steal())';
    await save(await signedIn('admin'), { data: { markdown } });
    const { data } = await (await read(await signedIn())).json();
    expect(data.markdown).toBe(markdown);
    expect(data.html).toContain('<h1 id="hi">Hi</h1>');
    expect(data.html).toContain('<img src="x.png">');
    expect(data.html).not.toMatch(/script|onerror|javascript:|steal/);
  });

  it('keeps the guide when its author’s account is deleted', async () => {
    const admin = await signedIn('admin', 'Temp');
    await save(admin, { data: { markdown: 'Kept' } });
    await (await getDb()).delete(users).where(eq(users.id, admin.user.id));
    const { data } = await (await read(await signedIn())).json();
    expect(data).toMatchObject({ markdown: 'Kept', updatedBy: null });
  });

  describe('with the version the draft started from (baseUpdatedAt)', () => {
    const current = async (who: SignedIn) => (await (await read(who)).json()).data;

    it('saves while that version is still the newest, from the default guide too', async () => {
      await (await getDb()).delete(sdkGuideVersions);
      const admin = await signedIn('admin', 'Ada');
      const first = await save(admin, { data: { markdown: '# One', baseUpdatedAt: null } });
      expect(first.status).toBe(200);
      const { data } = await first.json();
      const second = await save(admin, { data: { markdown: '# Two', baseUpdatedAt: data.updatedAt } });
      expect(second.status).toBe(200);
      expect((await second.json()).data).toMatchObject({ markdown: '# Two', updatedBy: { name: 'Ada' } });
    });

    it('answers 409 edit_conflict, with who saved the newest version and when, and saves nothing', async () => {
      const ada = await signedIn('admin', 'Ada');
      const grace = await signedIn('admin', 'Grace');
      const base = (await current(ada)).updatedAt;
      expect((await save(grace, { data: { markdown: '# Grace’s', baseUpdatedAt: base } })).status).toBe(200);
      const newest = await current(ada);

      const response = await save(ada, { data: { markdown: '# Ada’s', baseUpdatedAt: base } });
      expect(response.status).toBe(409);
      expect((await response.json()).error).toEqual({
        code: 'edit_conflict',
        message: expect.any(String),
        current: { updatedAt: newest.updatedAt, updatedBy: { id: grace.user.id, name: 'Grace' } },
      });
      expect(await current(ada)).toEqual(newest);

      // "Save mine anyway": the same draft again, on the newest version.
      const anyway = await save(ada, { data: { markdown: '# Ada’s', baseUpdatedAt: newest.updatedAt } });
      expect(anyway.status).toBe(200);
      expect(await current(ada)).toMatchObject({ markdown: '# Ada’s', updatedBy: { name: 'Ada' } });
      // "Load their version" is the plain GET the editor reads the newest version with.
      expect(Date.parse((await current(grace)).updatedAt)).toBeGreaterThan(Date.parse(newest.updatedAt));
    });

    it('answers 409 to a draft of the default guide once a version exists', async () => {
      const admin = await signedIn('admin');
      await save(admin, { data: { markdown: '# Exists' } });
      await expectError(
        await save(admin, { data: { markdown: '# From the default', baseUpdatedAt: null } }),
        409,
        'edit_conflict',
      );
    });

    it('lets one of two saves from the same version in, and answers the other 409', async () => {
      const [ada, grace] = [await signedIn('admin', 'Ada'), await signedIn('admin', 'Grace')];
      const base = (await current(ada)).updatedAt;
      const answers = await Promise.all([
        save(ada, { data: { markdown: '# Race A', baseUpdatedAt: base } }),
        save(grace, { data: { markdown: '# Race B', baseUpdatedAt: base } }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    });

    it.each([
      ['not a date', 'yesterday'],
      ['a number', 42],
      ['a bare date', '2025-03-05'],
    ])('answers 400 for a base that is %s', async (_label, baseUpdatedAt) => {
      const response = await save(await signedIn('admin'), { data: { markdown: '# Hi', baseUpdatedAt } });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({
        code: 'validation_failed',
        fields: { baseUpdatedAt: 'required' },
      });
    });
  });

  it.each([
    ['empty', { data: { markdown: '' } }, 'required'],
    ['blank', { data: { markdown: ' \n\t ' } }, 'required'],
    ['missing', { data: {} }, 'required'],
    ['not text', { data: { markdown: 42 } }, 'required'],
    ['not wrapped in data', { markdown: '# Hi' }, 'required'],
    ['too long', { data: { markdown: 'x'.repeat(100_001) } }, 'maxLength:100000'],
  ])('answers 400 for %s markdown', async (_label, body, key) => {
    const response = await save(await signedIn('admin'), body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'validation_failed',
      fields: { markdown: key },
    });
  });

  it('accepts exactly 100,000 characters', async () => {
    expect((await save(await signedIn('admin'), { data: { markdown: 'é'.repeat(100_000) } })).status).toBe(
      200,
    );
  });

  it('answers 403 forbidden to a customer saving, and 401 without a token', async () => {
    const customer = await signedIn();
    const before = await (await read(customer)).json();
    await expectError(await save(customer, { data: { markdown: '# Mine' } }), 403, 'forbidden');
    expect(await (await read(customer)).json()).toEqual(before);
    await expectError(await read(), 401, 'unauthorized');
  });
});
