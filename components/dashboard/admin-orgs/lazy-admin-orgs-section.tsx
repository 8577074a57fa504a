'use client';

import { lazy, Suspense } from 'react';

/**
 * The organisations section of the admin user dashboard, below the figures: not needed for the first
 * paint, so its code (the table, its columns) loads after the page's own, and the page's first load
 * stays light.
 */
const AdminOrgsSection = lazy(() =>
  import('./admin-orgs-section').then((module) => ({ default: module.AdminOrgsSection })),
);

export function LazyAdminOrgsSection() {
  return (
    <Suspense fallback={null}>
      <AdminOrgsSection />
    </Suspense>
  );
}
