import { atom } from 'jotai';

import type { PublicRuntimeConfig } from '@/lib/config/runtime';

/** The API hosts and product name, handed over by the server at request time (not persisted). */
export const runtimeConfigAtom = atom<PublicRuntimeConfig>({
  productName: 'Fleetdeck',
  authApiUrl: '',
  dashboardApiUrl: '',
});
