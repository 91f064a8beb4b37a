// A limit of `max` writes in any window of `windowMs`, counted from the database's own rows (not process memory), so it
// holds across API instances and restarts: the comments' per account, the reports' per reporter.

export interface RateWindow {
  max: number;
  windowMs: number;
}

/** A caller's recent rows: `created_at` of at most `limit` of them newer than `since`, newest first. */
export type RecentRows = (since: string, limit: number) => Promise<{ created_at: string }[]>;

/** Seconds until the window has a free slot, 0 when it has one now: it frees one when its oldest counted row leaves it. */
export async function secondsUntilSlot({ max, windowMs }: RateWindow, now: Date, recent: RecentRows): Promise<number> {
  const rows = await recent(new Date(now.getTime() - windowMs).toISOString(), max);
  const oldest = rows[max - 1];
  if (!oldest) return 0;
  return Math.max(1, Math.ceil((Date.parse(oldest.created_at) + windowMs - now.getTime()) / 1000));
}
