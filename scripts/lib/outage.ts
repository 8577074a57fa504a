/**
 * `npm run simulate -- --outage`: a simulated outage (docs/product.md, Incidents). Every simulated device
 * reports the attribute `store` (`store-1` to `store-8`, by its index). `after` seconds in, `share` of
 * the devices of `store` stop beating for `seconds`, then come back: a saved view of that store
 * (`attr.store=store-1`) and an alert rule with an incident threshold counting among it open one
 * incident, which resolves when they return. Decided by the device's index, like the rollout.
 */
export interface OutagePlan {
  store: string;
  /** When it starts, and how long it lasts. */
  after: number;
  seconds: number;
  /** The share of the store's devices that go silent, 0 to 1. */
  share: number;
}

export const STORES = 8;

export const DEFAULT_OUTAGE: OutagePlan = { store: 'store-1', after: 60, seconds: 300, share: 0.5 };

/** The store device `index` reports. */
export function storeOf(index: number): string {
  return `store-${(index % STORES) + 1}`;
}

/** Whether device `index` is silent `elapsedMs` into the run. */
export function inOutage(plan: OutagePlan, index: number, elapsedMs: number): boolean {
  if (storeOf(index) !== plan.store) return false;
  if (elapsedMs < plan.after * 1000 || elapsedMs >= (plan.after + plan.seconds) * 1000) return false;
  // The store's devices in turn (its 1st, 2nd, …): the first `share` of them go.
  const rank = Math.floor(index / STORES);
  return (rank * 0.6180339887498949) % 1 < plan.share;
}
