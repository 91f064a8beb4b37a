import type { SiteSettings } from '@portal/contracts/site-settings';

// What a save changed, for its audit entry: the settings' paths (`contact.phone`, `questionnaire.en`), never their
// values — an entry names what was touched, not personal or published text (ADR 0031).

/** The /c/N links are named as one key with a count: 179 paths would drown the entry. */
const CHAIN = 'chainTransactions';

function leaves(value: unknown, path: string, into: Map<string, unknown>): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, path ? `${path}.${key}` : key, into);
  } else {
    into.set(path, value);
  }
}

/** The changed paths in the order of the settings, and how many /c/N links changed. */
export function changedKeys(before: SiteSettings, after: SiteSettings): { keys: string[]; chainLinks: number } {
  const was = new Map<string, unknown>();
  const now = new Map<string, unknown>();
  leaves({ ...before, [CHAIN]: null }, '', was);
  leaves({ ...after, [CHAIN]: null }, '', now);
  const keys = [...now.keys()].filter((key) => key !== CHAIN && now.get(key) !== was.get(key));
  const length = Math.max(before.chainTransactions.length, after.chainTransactions.length);
  let chainLinks = 0;
  for (let index = 0; index < length; index++) {
    if ((before.chainTransactions[index] ?? '') !== (after.chainTransactions[index] ?? '')) chainLinks += 1;
  }
  return { keys: chainLinks > 0 ? [...keys, CHAIN] : keys, chainLinks };
}
