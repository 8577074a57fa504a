'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';

import { BACK_PARAM } from './device-page/paths';

/**
 * A devices table's device id, linking to the device's page with the table's state for the way back: one
 * line, cut short, with the whole id on hover (title) and while its row has the focus.
 */
export function DeviceLink({ appId, deviceId }: { appId: string; deviceId: string }) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const path = `${pathname.replace(/\/$/, '')}/${encodeURIComponent(appId)}/${encodeURIComponent(deviceId)}`;
  const href = query ? `${path}?${new URLSearchParams({ [BACK_PARAM]: query })}` : path;
  return (
    <Link
      href={href}
      title={deviceId}
      className="block max-w-52 truncate font-mono text-xs text-brand-700 underline-offset-4 hover:underline focus-visible:underline dark:text-brand-100 [tr:focus-within_&]:break-all [tr:focus-within_&]:whitespace-normal"
    >
      {deviceId}
    </Link>
  );
}
