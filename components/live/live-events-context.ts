'use client';

import { createContext } from 'react';

import type { LiveEvent } from '@/lib/live/read-events';

/** Subscribes to the console's live events; returns the unsubscribe function. */
export type SubscribeLiveEvents = (listener: (event: LiveEvent) => void) => () => void;

/** Outside the console layout (and in tests) there is no stream: nobody is ever told anything. */
export const LiveEventsContext = createContext<SubscribeLiveEvents>(() => () => {});
