/** @jest-environment node */
import { decideGuard, recordAllowsGroup, safeNextPath, type GuardDecision } from '@/lib/auth/guard';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const HOUR = 3_600_000;

const record = (role: string, expiresIn = HOUR) =>
  JSON.stringify({ sessionToken: 'tok', role, tokenExpirationTimestamp: NOW + expiresIn });

const RECORDS: Record<string, string | null> = {
  none: null,
  customer: record('customer'),
  admin: record('admin'),
  expired: record('customer', -1),
  malformed: '{"sessionToken":',
  unknownRole: record('superuser'),
};

const ROUTES = {
  auth: '/auth/signup',
  app: '/online-devices',
  admin: '/admin/online-devices',
  unknown: '/no-such-page',
} as const;

const allow = (clearRecord = false): GuardDecision => ({ action: 'allow', clearRecord });
const go = (to: string, clearRecord = false): GuardDecision => ({ action: 'redirect', to, clearRecord });

// Rows: record state; columns: the route groups. docs/product.md, Guard, resolved in one redirect.
const MATRIX: Record<keyof typeof RECORDS, Record<keyof typeof ROUTES, GuardDecision>> = {
  none: {
    auth: allow(),
    app: go('/auth/signin?next=%2Fonline-devices'),
    admin: go('/auth/signin?next=%2Fadmin%2Fonline-devices'),
    unknown: go('/auth/signin'),
  },
  customer: { auth: go('/'), app: allow(), admin: go('/'), unknown: go('/') },
  admin: {
    auth: go('/admin-dashboard'),
    app: go('/admin-dashboard'),
    admin: allow(),
    unknown: go('/admin-dashboard'),
  },
  expired: {
    auth: go('/auth/signin', true),
    // The sign-in page says why: the session has expired.
    app: go('/auth/signin?reason=expired&next=%2Fonline-devices', true),
    admin: go('/auth/signin?reason=expired&next=%2Fadmin%2Fonline-devices', true),
    unknown: go('/auth/signin', true),
  },
  malformed: {
    auth: allow(true),
    app: go('/auth/signin?next=%2Fonline-devices', true),
    admin: go('/auth/signin?next=%2Fadmin%2Fonline-devices', true),
    unknown: go('/auth/signin', true),
  },
  unknownRole: {
    auth: allow(true),
    app: go('/auth/signin?next=%2Fonline-devices', true),
    admin: go('/auth/signin?next=%2Fadmin%2Fonline-devices', true),
    unknown: go('/auth/signin', true),
  },
};

describe('guard matrix', () => {
  for (const [state, row] of Object.entries(MATRIX)) {
    for (const [group, expected] of Object.entries(row)) {
      it(`${state} record on a ${group} page`, () => {
        const pathname = ROUTES[group as keyof typeof ROUTES];
        expect(decideGuard({ pathname, rawRecord: RECORDS[state], now: NOW })).toEqual(expected);
      });
    }
  }
});

describe('guard details', () => {
  it('shows the sign-in page itself to an expired record, clearing it (no loop)', () => {
    expect(decideGuard({ pathname: '/auth/signin', rawRecord: RECORDS.expired, now: NOW })).toEqual(
      allow(true),
    );
  });

  it('counts a record expiring exactly now as expired', () => {
    expect(decideGuard({ pathname: '/', rawRecord: record('customer', 0), now: NOW }).clearRecord).toBe(true);
  });

  it('accepts the URI-encoded cookie form of a record', () => {
    const cookie = encodeURIComponent(RECORDS.admin as string);
    expect(decideGuard({ pathname: '/test', rawRecord: cookie, now: NOW })).toEqual(allow());
  });

  it('treats a trailing slash as the same page', () => {
    expect(decideGuard({ pathname: '/online-devices/', rawRecord: RECORDS.customer, now: NOW })).toEqual(
      allow(),
    );
  });

  it('keeps the query string of the page asked for in next', () => {
    expect(
      decideGuard({ pathname: '/online-devices', search: '?page=2&q=pixel', rawRecord: null, now: NOW }),
    ).toEqual(go('/auth/signin?next=%2Fonline-devices%3Fpage%3D2%26q%3Dpixel'));
  });

  it('sends a signed-in user on an auth page to a safe next path for their role', () => {
    const search = '?next=%2Fonline-devices%3Fpage%3D2';
    expect(decideGuard({ pathname: '/auth/signin', search, rawRecord: RECORDS.customer, now: NOW })).toEqual(
      go('/online-devices?page=2'),
    );
    expect(decideGuard({ pathname: '/auth/signin', search, rawRecord: RECORDS.admin, now: NOW })).toEqual(
      go('/admin-dashboard'),
    );
  });

  it('shows the contact page to signed-in users too', () => {
    for (const raw of [RECORDS.customer, RECORDS.admin, RECORDS.none]) {
      expect(decideGuard({ pathname: '/contact-us', rawRecord: raw, now: NOW })).toEqual(allow());
    }
  });

  it('shows an invitation link’s page to anyone, keeping its token, and returns there after sign-in', () => {
    const search = '?token=tok123';
    for (const raw of [RECORDS.customer, RECORDS.admin, RECORDS.none]) {
      expect(decideGuard({ pathname: '/auth/invitation', search, rawRecord: raw, now: NOW })).toEqual(
        allow(),
      );
    }
    expect(
      decideGuard({ pathname: '/auth/invitation', search, rawRecord: RECORDS.expired, now: NOW }),
    ).toEqual(allow(true));
    const next = `?next=${encodeURIComponent('/auth/invitation?token=tok123')}`;
    expect(
      decideGuard({ pathname: '/auth/signin', search: next, rawRecord: RECORDS.customer, now: NOW }),
    ).toEqual(go('/auth/invitation?token=tok123'));
  });

  it('guards an incident’s page as the incidents page: a customer’s, not an admin’s', () => {
    const id = 'a1b2c3d4-0000-4000-8000-000000000001';
    expect(decideGuard({ pathname: `/incidents/${id}`, rawRecord: RECORDS.customer, now: NOW })).toEqual(
      decideGuard({ pathname: '/incidents', rawRecord: RECORDS.customer, now: NOW }),
    );
    expect(decideGuard({ pathname: `/incidents/${id}`, rawRecord: RECORDS.admin, now: NOW })).toEqual(
      decideGuard({ pathname: '/incidents', rawRecord: RECORDS.admin, now: NOW }),
    );
    expect(decideGuard({ pathname: `/incidents/${id}`, rawRecord: RECORDS.admin, now: NOW })).not.toEqual({
      action: 'allow',
    });
  });

  it('ignores the record for the role of admin pages like /test when the user is a customer', () => {
    expect(decideGuard({ pathname: '/test', rawRecord: RECORDS.customer, now: NOW })).toEqual(go('/'));
  });
});

describe('recordAllowsGroup', () => {
  it("allows a valid record into its own role's group only", () => {
    expect(recordAllowsGroup(RECORDS.customer, 'app', NOW)).toBe(true);
    expect(recordAllowsGroup(encodeURIComponent(RECORDS.admin as string), 'admin', NOW)).toBe(true);
    expect(recordAllowsGroup(RECORDS.customer, 'admin', NOW)).toBe(false);
    expect(recordAllowsGroup(RECORDS.admin, 'app', NOW)).toBe(false);
  });

  it('allows nothing for a missing, expired, malformed or unknown-role record', () => {
    for (const state of ['none', 'expired', 'malformed', 'unknownRole'] as const) {
      expect(recordAllowsGroup(RECORDS[state], 'app', NOW)).toBe(false);
      expect(recordAllowsGroup(RECORDS[state], 'admin', NOW)).toBe(false);
    }
  });
});

describe('safeNextPath', () => {
  it.each([
    ['https://evil.example/', null],
    ['//evil.example/online-devices', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['/admin-dashboard', null],
    ['/no-such-page', null],
    ['', null],
    ['/online-devices', '/online-devices'],
    ['/online-devices/?q=a', '/online-devices?q=a'],
    ['/', '/'],
  ])('for a customer, %s gives %s', (next, expected) => {
    expect(safeNextPath(next, 'customer')).toBe(expected);
  });

  it.each([
    '/\t/evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/./\/evil.example',
    '/..//evil.example',
    'http:/evil.example',
    'HTTPS://evil.example/',
    ' //evil.example',
    '/online-devices@evil.example',
    '/auth/signin?next=//evil.example',
    'data:text/html,<script>alert(1)</script>',
  ])('refuses the tricky target %p, so the user goes home', (next) => {
    expect(safeNextPath(next, 'customer')).toBeNull();
    expect(
      decideGuard({
        pathname: '/auth/signin',
        search: `?next=${encodeURIComponent(next)}`,
        rawRecord: RECORDS.customer,
        now: NOW,
      }),
    ).toEqual(go('/'));
  });

  it('lets an admin return to an admin page only', () => {
    expect(safeNextPath('/test', 'admin')).toBe('/test');
    expect(safeNextPath('/', 'admin')).toBeNull();
  });
});
