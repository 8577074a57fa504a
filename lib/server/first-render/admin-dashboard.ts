import 'server-only';

import type { AdminDashboardFirstAnswers } from '@/lib/api/admin';
import { CONTACT_MESSAGES_PAGE } from '@/lib/api/contact';
import { listContactMessages } from '@/lib/server/domain/contact';
import { asAnswer, pageUserOrNone } from '@/lib/server/first-render/answer';
import { adminAppsAnswer, adminStatsAnswer, customersAnswer } from '@/lib/server/http/answers';

/**
 * The admin dashboard's four calls, answered while the page renders (docs/architecture.md, "First
 * answers"), for an admin only. A call that fails here is left to the browser, which shows its error
 * and its Try again as before.
 */
export async function adminDashboardFirstAnswers(): Promise<AdminDashboardFirstAnswers> {
  const user = await pageUserOrNone();
  if (user?.role !== 'admin') return {};
  const [stats, apps, customers, contactMessages] = await Promise.allSettled([
    adminStatsAnswer(),
    adminAppsAnswer(),
    customersAnswer(),
    listContactMessages({ limit: CONTACT_MESSAGES_PAGE }),
  ]);
  return {
    stats: asAnswer(stats),
    apps: asAnswer(apps),
    customers: asAnswer(customers),
    contactMessages: asAnswer(contactMessages),
  };
}
