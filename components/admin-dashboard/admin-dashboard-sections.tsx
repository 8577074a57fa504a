import type { AdminDashboardFirstAnswers } from '@/lib/api/admin';

import { AdminDashboardOverview } from './admin-dashboard-overview';
import { ContactMessagesSection } from './contact-messages/contact-messages-section';

/**
 * The admin dashboard's sections, once their first answers are read (docs/architecture.md, "First
 * answers"): a server component, rendered in the page's Suspense boundary.
 */
export async function AdminDashboardSections({ first }: { first: Promise<AdminDashboardFirstAnswers> }) {
  const answers = await first;
  return (
    <div className="space-y-8">
      <AdminDashboardOverview first={answers} />
      <ContactMessagesSection first={answers.contactMessages} />
    </div>
  );
}
