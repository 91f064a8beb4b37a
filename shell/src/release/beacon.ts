import type { BeaconBody, LoadOutcome } from '@portal/shared/contracts';
import type { RolloutChannel } from '@portal/shared/registry';

// The health gate's input (docs/adr/0017): each load of a remote, with its version and how it went. The server
// rolls a candidate back when too many of its loads fail.

export const BEACON_URL = '/api/release/beacon';

/**
 * Share of stable-version reports that are sent. The gate only judges candidates, which are always reported; the
 * stable figures are a baseline to compare with, and every visitor loads stable remotes on every page view, so a
 * sample keeps the beacon traffic (and the server's rate limit) for the numbers that decide.
 */
export const STABLE_SAMPLE_RATE = 0.1;

export type { LoadOutcome };

/** The beacon's body, the contract's: exactly what the server accepts, nothing about the visitor. */
export type LoadBeacon = BeaconBody;

export type LoadReporter = (beacon: LoadBeacon, channel: RolloutChannel) => void;

/**
 * POSTs one beacon without waiting: `navigator.sendBeacon`, or a keepalive fetch where it is missing or refuses
 * (it returns false when its queue is full). Never throws, never rejects: a report is not worth an error.
 */
export function sendLoadBeacon(beacon: LoadBeacon): void {
  try {
    const body = JSON.stringify(beacon);
    const queued =
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(BEACON_URL, new Blob([body], { type: 'application/json' }));
    if (queued) return;
    fetch(BEACON_URL, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body }).catch(
      () => undefined,
    );
  } catch {
    // No transport at all: the load goes unreported.
  }
}

export interface ReporterOptions {
  /** 0 ≤ n < 1, like Math.random: decides the stable sample. */
  random?: () => number;
  send?: (beacon: LoadBeacon) => void;
}

/**
 * The page view's reporter: once per (remote, version, outcome), so navigating back and forth, a retry or a page
 * and a slot of the same remote count one load; candidates always, stable versions at STABLE_SAMPLE_RATE.
 */
export function createLoadReporter(options: ReporterOptions = {}): LoadReporter {
  const { random = Math.random, send = sendLoadBeacon } = options;
  const seen = new Set<string>();
  return (beacon, channel) => {
    const key = `${beacon.remote}@${beacon.version}:${beacon.outcome}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (channel === 'stable' && random() >= STABLE_SAMPLE_RATE) return;
    send(beacon);
  };
}
