import 'server-only';

import { cookies } from 'next/headers';

import type { DashboardFirstAnswers } from '@/lib/api/stats';
import { FIRST_RUN_COOKIE } from '@/lib/auth/sign-in-record';
import { parseFirstRunCookie } from '@/lib/preferences/first-run-memory';
import { asAnswer, pageOrgOrNone, pageUserOrNone } from '@/lib/server/first-render/answer';
import { statsAnswer } from '@/lib/server/http/answers';

/**
 * The customer dashboard's call, answered while the page renders (docs/architecture.md, "First
 * answers"), for a customer, with the first-run checklist's state from its cookie, so that the page's
 * HTML shows the checklist as the browser will. A failed read is left to the browser.
 */
export async function dashboardFirstAnswers(): Promise<DashboardFirstAnswers> {
  const user = await pageUserOrNone();
  if (user?.role !== 'customer') return {};
  const org = await pageOrgOrNone(user);
  const [stats] = org ? await Promise.allSettled([statsAnswer(org.orgId)]) : [];
  const checklist = parseFirstRunCookie((await cookies()).get(FIRST_RUN_COOKIE)?.value, user.id);
  return { stats: stats && asAnswer(stats), checklist };
}
