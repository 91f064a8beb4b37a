// The server's clock: the only clock of every open/closed rule (registration, submission, voting, winners).
// PORTAL_NOW=<ISO instant> sets it for tests and demos, never a request. It stays at that instant: every process of
// the same demo (the API, `pnpm admin`, a second API instance) then reads the same time, whenever each was started,
// so none can see a window open that another sees closed. Durations that protect accounts (code cooldowns, session
// lifetimes, login throttling) use the real time, not this clock.

export interface Clock {
  now(): Date;
  /** True when PORTAL_NOW set the clock (logged at start). */
  readonly fixed: boolean;
}

export const systemClock: Clock = { now: () => new Date(), fixed: false };

/** The clock of PORTAL_NOW: always `at`. */
export function fixedClock(at: Date): Clock {
  const time = at.getTime();
  return { now: () => new Date(time), fixed: true };
}

/** The clock a configuration asks for. */
export function clockFor(portalNow: Date | undefined): Clock {
  return portalNow ? fixedClock(portalNow) : systemClock;
}

/** Parses PORTAL_NOW: an ISO 8601 instant with a time zone (Z or ±hh:mm), or undefined when it is not one. */
export function parsePortalNow(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
