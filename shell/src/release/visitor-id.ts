import { readKept, writeKept } from './kept';

// The random id that keeps a visitor on one version of a remote while it is rolled out (docs/adr/0017): the bucket
// is hash(id, remote), so the id must outlive reloads and tabs. It is random and stays in the browser: the beacons
// carry no id, and nothing personal goes into it.

export const VISITOR_ID_KEY = 'portal.visitorId';

const KEPT_ID = /^[\w-]{8,64}$/;

let inMemory: string | null = null;

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * This visitor's id: the one kept in localStorage, else one created and kept there; sessionStorage when
 * localStorage is unusable, and an id for this page view only when neither is. Never throws.
 */
export function visitorId(): string {
  const kept = readKept(VISITOR_ID_KEY);
  if (kept && KEPT_ID.test(kept)) return kept;
  if (inMemory) return inMemory;
  const id = randomId();
  if (!writeKept(VISITOR_ID_KEY, id)) inMemory = id;
  return id;
}
