import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PageHeader } from '@/components/shell/page-header';
import type { DeviceDetail, ItemResponse } from '@/lib/api/types';

import { DevicePageBody } from './device-page-body';

export interface DevicePageProps {
  params: Promise<{ appId: string; deviceId: string }>;
}

/** A segment as the API expects it: decoded once (a malformed escape is left as it is; the API says 404). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function deviceOf(params: DevicePageProps['params']) {
  const { appId, deviceId } = await params;
  return { appId: decoded(appId), deviceId: decoded(deviceId) };
}

export async function deviceMetadata({ params }: DevicePageProps): Promise<Metadata> {
  const t = await getTranslations('DevicePage');
  return { title: t('title', { deviceId: (await deviceOf(params)).deviceId }) };
}

/** The device's call as the server answers it while rendering the page (docs/architecture.md, "First answers"). */
export type DeviceFirstAnswer = (
  appId: string,
  deviceId: string,
) => Promise<ItemResponse<DeviceDetail> | undefined>;

/**
 * A device's page, for its owner (`/online-devices/<appId>/<deviceId>`) or an admin (under /admin);
 * `firstAnswer` reads the device's call on the server, for the device decoded from the address.
 */
export async function DevicePage({
  params,
  admin,
  firstAnswer,
}: DevicePageProps & { admin: boolean; firstAnswer: DeviceFirstAnswer }) {
  const { appId, deviceId } = await deviceOf(params);
  const t = await getTranslations('DevicePage');
  return (
    <div className="space-y-6">
      <PageHeader title={t('title', { deviceId })} intro={t('intro')} />
      <DevicePageBody appId={appId} deviceId={deviceId} admin={admin} first={firstAnswer(appId, deviceId)} />
    </div>
  );
}
