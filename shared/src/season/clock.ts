/**
 * The season's clock. By default it is the real time; a test or a demo sets it to see the site on another day
 * (the server still enforces every real deadline, so a visitor moving their own clock changes only their view).
 */
export const CLOCK_STORAGE_KEY = 'portal.clock';

let override: (() => Date) | null = null;

export function setClock(now: Date | (() => Date) | null): void {
  override = now === null ? null : typeof now === 'function' ? now : () => new Date(now.getTime());
}

function storedClock(): Date | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(CLOCK_STORAGE_KEY);
    if (!raw) return null;
    const date = new Date(raw);
    return Number.isNaN(date.getTime()) ? null : date;
  } catch {
    return null;
  }
}

/** Sets the demo clock for this browser tab (e.g. from `?clock=2024-03-01`); null removes it. */
export function storeDemoClock(value: string | null): boolean {
  try {
    if (value === null) {
      globalThis.sessionStorage?.removeItem(CLOCK_STORAGE_KEY);
      return true;
    }
    if (Number.isNaN(new Date(value).getTime())) return false;
    globalThis.sessionStorage?.setItem(CLOCK_STORAGE_KEY, value);
    return true;
  } catch {
    return false;
  }
}

export function now(): Date {
  return override?.() ?? storedClock() ?? new Date();
}
