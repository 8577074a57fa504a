/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from '@jest/globals';

import { BACKGROUND_JOBS } from '@/lib/server/jobs/registry';

/**
 * Every background job runs in both deployments (docs/operations.md, "Background jobs and their cron
 * routes"): its name in the registry, a cron route of that name, and a schedule in vercel.json.
 */
describe('the background jobs', () => {
  const root = path.join(__dirname, '..', '..', '..');
  const names = Object.keys(BACKGROUND_JOBS).sort();

  it('each have their cron route, and every cron route is a job', () => {
    const routes = fs
      .readdirSync(path.join(root, 'app', 'api', 'cron'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(routes).toEqual(names);
    for (const [name, job] of Object.entries(BACKGROUND_JOBS)) expect(job.name).toBe(name);
  });

  it('each have a schedule in vercel.json', () => {
    const { crons } = JSON.parse(fs.readFileSync(path.join(root, 'vercel.json'), 'utf8')) as {
      crons: { path: string }[];
    };
    expect(crons.map((cron) => cron.path).sort()).toEqual(names.map((name) => `/api/cron/${name}`));
  });
});
