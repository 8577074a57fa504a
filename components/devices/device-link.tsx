'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useState } from 'react';

import { BACK_PARAM } from './device-page/paths';

/**
 * A devices table's device id, linking to the device's page with the table's state for the way back: one
 * line, cut short, with the whole id on hover (title) and while its row has the focus.
 *
 * The device's page is prefetched once the pointer or the focus reaches the link, not when the row
 * shows: a page of the table would otherwise ask the server for every visible device's page at each
 * load, sort or search (docs/architecture.md, "Prefetching").
 */
export function DeviceLink({ appId, deviceId }: { appId: string; deviceId: string }) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const [reached, setReached] = useState(false);
  const path = `${pathname.replace(/\/$/, '')}/${encodeURIComponent(appId)}/${encodeURIComponent(deviceId)}`;
  const href = query ? `${path}?${new URLSearchParams({ [BACK_PARAM]: query })}` : path;
  const reach = () => setReached(true);
  return (
    <Link
      href={href}
      // null: Next.js's own prefetch, from the moment the link is reached (next/link's hover pattern).
      prefetch={reached ? null : false}
      onPointerEnter={reach}
      onFocus={reach}
      title={deviceId}
      className="block max-w-52 truncate font-mono text-xs text-brand-700 underline-offset-4 hover:underline focus-visible:underline dark:text-brand-100 [tr:focus-within_&]:break-all [tr:focus-within_&]:whitespace-normal"
    >
      {deviceId}
    </Link>
  );
}
