/**
 * `npm run simulate -- --rollout`: a simulated release (docs/product.md, Version adoption). The devices
 * start on `from`; over `seconds`, a share of them (`share`) move to `to`, one after another in a fixed
 * order. Of those that move, the first few fall back to `from` two beats later (a device that reported
 * the update and then booted the old image), and the next few stop beating right after the update (gone
 * silent). Everything is decided by the device's index, so a restarted simulator repeats it.
 */
export interface RolloutPlan {
  from: string;
  to: string;
  /** How long the release takes to reach `share` of the devices. */
  seconds: number;
  /** The share of devices that move, 0 to 1. */
  share: number;
  /** Of the devices that move, the share that fall back, and the share that go silent. */
  fallbackShare: number;
  silentShare: number;
}

export const DEFAULT_ROLLOUT: Omit<RolloutPlan, 'seconds'> = {
  from: '1.0.0',
  to: '1.1.0',
  share: 0.8,
  fallbackShare: 0.05,
  silentShare: 0.05,
};

/** Device `index`'s place in the release, 0 to 1, spread evenly whatever the number of devices. */
export function rolloutRank(index: number): number {
  return (index * 0.6180339887498949) % 1;
}

export interface RolloutBeat {
  version: string;
  /** The device sends nothing any more. */
  silent: boolean;
}

/** What device `index` reports `elapsedMs` into the release; `intervalMs`: the time between its beats. */
export function rolloutBeat(
  plan: RolloutPlan,
  index: number,
  elapsedMs: number,
  intervalMs: number,
): RolloutBeat {
  const rank = rolloutRank(index);
  if (rank >= plan.share) return { version: plan.from, silent: false };
  const movesAt = (rank / plan.share) * plan.seconds * 1000;
  if (elapsedMs < movesAt) return { version: plan.from, silent: false };
  const within = rank / plan.share;
  if (within < plan.fallbackShare)
    return { version: elapsedMs < movesAt + 2 * intervalMs ? plan.to : plan.from, silent: false };
  if (within < plan.fallbackShare + plan.silentShare)
    return { version: plan.to, silent: elapsedMs >= movesAt + intervalMs };
  return { version: plan.to, silent: false };
}
