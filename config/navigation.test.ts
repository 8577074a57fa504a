/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { activeGroupId, NAVIGATION, navLinks } from '@/config/navigation';
import {
  ADMIN_API_REFERENCE_PATH,
  API_REFERENCE_PATH,
  menuPathOf,
  ROUTES_BY_GROUP,
  VERSIONS_PATH,
} from '@/lib/routes';
import en from '@/messages/en.json';

describe('navigation config', () => {
  it('links every page of each layout but the API reference and the versions page, and nothing else', () => {
    const listed = (group: 'app' | 'admin') =>
      ROUTES_BY_GROUP[group].filter(
        (path) => path !== API_REFERENCE_PATH && path !== ADMIN_API_REFERENCE_PATH && path !== VERSIONS_PATH,
      );
    expect([...navLinks('app').map((link) => link.href)].sort()).toEqual(listed('app').sort());
    expect([...navLinks('admin').map((link) => link.href)].sort()).toEqual(listed('admin').sort());
    // The API reference continues the SDK guide: the menu marks that entry there.
    expect(menuPathOf('/api-reference')).toBe('/sdk-integration-guide');
    expect(menuPathOf('/admin/api-reference/')).toBe('/admin/sdk-integration-guide');
    expect(menuPathOf('/online-devices/a1/d1')).toBe('/online-devices');
    // An app's versions are part of App management.
    expect(menuPathOf('/app-management/versions')).toBe('/app-management');
  });

  it('labels every entry with a message of the Navigation namespace', () => {
    const keys = Object.keys(en.Navigation);
    const labels = (['app', 'admin'] as const).flatMap((variant) =>
      NAVIGATION[variant].flatMap((item) => [
        item.labelKey,
        ...(item.kind === 'group' ? item.children.map((c) => c.labelKey) : []),
      ]),
    );
    for (const label of labels) expect(keys).toContain(label);
  });

  it('puts a submenu where its first page is, holding all of its pages', () => {
    const entries = (variant: 'app' | 'admin') =>
      NAVIGATION[variant].map((item) =>
        item.kind === 'group' ? [item.id, item.children.map((child) => child.href)] : item.href,
      );
    expect(entries('app')).toEqual([
      '/',
      ['apps', ['/app-management', '/sdk-integration-guide']],
      '/online-devices',
      '/incidents',
      '/audit-log',
      '/organisation/members',
      '/organisation/api-tokens',
    ]);
    expect(entries('admin')).toEqual([
      '/admin-dashboard',
      '/admin/user-dashboard',
      ['admin-apps', ['/admin/app-management', '/admin/sdk-integration-guide']],
      '/admin/online-devices',
      '/admin/audit-log',
      '/test',
    ]);
  });

  it('finds the submenu of a page', () => {
    expect(activeGroupId(NAVIGATION.app, '/sdk-integration-guide')).toBe('apps');
    expect(activeGroupId(NAVIGATION.app, '/online-devices')).toBeNull();
  });
});
