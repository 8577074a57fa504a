import 'server-only';

import type { DeviceDetail, ItemResponse } from '@/lib/api/types';
import { asAnswer, pageOrgOrNone, pageUserOrNone } from '@/lib/server/first-render/answer';
import { deviceDetailAnswer } from '@/lib/server/http/answers';

/**
 * A device page's call, answered while the page renders (docs/architecture.md, "First answers"), for
 * the device's owner or an admin. An unknown or someone else's device, like any failure, is left to the
 * browser, whose call answers 404 and shows the not-found page as before.
 */
export async function deviceFirstAnswer(
  appId: string,
  deviceId: string,
): Promise<ItemResponse<DeviceDetail> | undefined> {
  const user = await pageUserOrNone();
  if (!user) return undefined;
  const org = user.role === 'admin' ? null : await pageOrgOrNone(user);
  if (user.role !== 'admin' && !org) return undefined;
  const [answer] = await Promise.allSettled([deviceDetailAnswer(org?.orgId ?? null, appId, deviceId)]);
  return asAnswer(answer);
}
