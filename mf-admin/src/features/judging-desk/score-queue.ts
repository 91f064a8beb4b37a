import type { SaveScoresBody } from '@portal/contracts/admin-judging';
import { staffSession } from '../../api/session';

// Saves that did not reach the server (no connection), kept in localStorage per entry so that "a lost connection loses
// nothing": a closed tab or a reload still has them, and they are resent when the browser is back online or on the
// next load. Only network failures go here; a refusal by the server (locked sheet, closed round) is never retried.
// Keyed by staff member too: judges may share a tablet on judging day, and one judge's unsent scores must never be
// sent under another's session (entries are the round's, not the judge's).
const PREFIX = 'portal.judging-desk.unsaved.';

export type Cells = SaveScoresBody['scores'];

const memberPrefix = () => `${PREFIX}${staffSession.get().me?.member.id ?? 0}.`;
const keyOf = (entryId: number) => `${memberPrefix()}${entryId}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage may be blocked (private mode, a policy): the page still saves, it just cannot keep failures.
    return null;
  }
}

export function queuedCells(entryId: number): Cells | null {
  const raw = storage()?.getItem(keyOf(entryId));
  if (!raw) return null;
  try {
    const cells: unknown = JSON.parse(raw);
    return cells && typeof cells === 'object' ? (cells as Cells) : null;
  } catch {
    return null;
  }
}

/** Adds cells to the entry's queue (newer values win). */
export function enqueue(entryId: number, cells: Cells): void {
  storage()?.setItem(keyOf(entryId), JSON.stringify({ ...queuedCells(entryId), ...cells }));
}

/** Forgets the queued cells that were sent with these values (a newer value typed meanwhile stays queued). */
export function dequeue(entryId: number, sent: Cells): void {
  const queued = queuedCells(entryId);
  if (!queued) return;
  const left = Object.fromEntries(Object.entries(queued).filter(([key, value]) => !(key in sent && sent[key] === value)));
  if (Object.keys(left).length === 0) storage()?.removeItem(keyOf(entryId));
  else storage()?.setItem(keyOf(entryId), JSON.stringify(left));
}

export function discardQueue(entryId: number): void {
  storage()?.removeItem(keyOf(entryId));
}

/** The entries with queued cells, of the signed-in member. */
export function queuedEntries(): number[] {
  const store = storage();
  if (!store) return [];
  const prefix = memberPrefix();
  const ids: number[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(prefix)) ids.push(Number(key.slice(prefix.length)));
  }
  return ids.filter((id) => Number.isInteger(id) && id > 0);
}
