// What the shell keeps in the browser across page views (the visitor id, candidates that failed here): localStorage,
// else sessionStorage when localStorage throws (private mode, storage off, quota 0). Never throws.

const stores: Array<() => Storage> = [() => window.localStorage, () => window.sessionStorage];

/** The value kept under `key` in the first usable store, or null. */
export function readKept(key: string): string | null {
  for (const store of stores) {
    try {
      return store().getItem(key);
    } catch {
      // This store is unusable here: try the next one.
    }
  }
  return null;
}

/** Keeps `value` under `key` in the first store that takes it; true only when it reads back the same. */
export function writeKept(key: string, value: string): boolean {
  for (const store of stores) {
    try {
      const storage = store();
      storage.setItem(key, value);
      if (storage.getItem(key) === value) return true;
    } catch {
      // This store is unusable or full: try the next one.
    }
  }
  return false;
}
