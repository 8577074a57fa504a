import { atom } from 'jotai';

/**
 * How many times this tab changed the organisation's saved views (saved, updated, deleted one): the
 * sidebar's list and the devices page read them again when it moves (components/devices/views/). Not
 * persisted; another member's change shows on the next page load.
 */
export const savedViewsChangesAtom = atom(0);
