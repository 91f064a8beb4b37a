// The queue's one retry policy (docs/adr/0041). A failed delivery waits base × 2^(attempts − 1), capped, before the
// next attempt; after `maxAttempts` attempts the message is dead and waits for an organizer's retry. With these
// numbers a provider may be down about three hours (0.5, 1, 2, 4, 8, 16, 32, 60, 60 minutes) before a mail is
// given up. Tests shorten them through `AppConfig.messageQueue`.

export interface QueuePolicy {
  /** Attempts before a message is dead (a claim counts as one, so a sender that dies mid-send counts too). */
  maxAttempts: number;
  /** Wait after the first failure. */
  baseDelayMs: number;
  /** No wait is longer than this. */
  maxDelayMs: number;
  /** How long a claim holds: after it, another instance takes a `sending` message over (its sender died). */
  leaseMs: number;
  /** How often every instance looks for due messages besides the wake-ups (retries that fell due, lost kicks). */
  pollMs: number;
  /** Messages claimed per statement. Small: each claimed message must go out within `leaseMs`. */
  batchSize: number;
  /** Whether `enqueue` starts delivery at once (tests that stage a restart turn it off). */
  kick: boolean;
}

export const QUEUE_POLICY: QueuePolicy = {
  maxAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 5 * 60_000,
  pollMs: 5_000,
  batchSize: 10,
  kick: true,
};

/** The wait before the next attempt, after `attempts` attempts have failed (attempts ≥ 1). */
export function retryDelayMs(policy: Pick<QueuePolicy, 'baseDelayMs' | 'maxDelayMs'>, attempts: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}
