import { ApiError, isCancelledRequest } from '@portal/shared/api';
import { saveScores } from './api';
import { dequeue, queuedCells, queuedEntries, type Cells } from './score-queue';

/** How one save ended: saved; kept for later (no connection); or refused by the server with its words. */
export type SendResult = { kind: 'saved' } | { kind: 'kept' } | { kind: 'refused'; msg: string } | { kind: 'cancelled' };

/** A refusal is an answer with the envelope's code saying no; everything else (no answer, a proxy's 502) is retried later. */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'failure';
}

/**
 * Sends cells that are already in the entry's queue: the server's yes takes them out; a refusal (locked sheet, round
 * closed, out of range) takes them out too — asking again gets the same answer — and returns its message; a lost
 * connection leaves them queued.
 */
export async function sendCells(entryId: number, cells: Cells): Promise<SendResult> {
  try {
    await saveScores(entryId, cells);
    dequeue(entryId, cells);
    return { kind: 'saved' };
  } catch (error) {
    if (isCancelledRequest(error)) return { kind: 'cancelled' };
    if (isRefusal(error)) {
      dequeue(entryId, cells);
      return { kind: 'refused', msg: error.message };
    }
    return { kind: 'kept' };
  }
}

/** Resends every entry's queued cells (the desk's load, the browser coming back online), but `except` (its page does). */
export async function resendQueued(except?: number): Promise<void> {
  for (const entryId of queuedEntries()) {
    if (entryId === except) continue;
    const cells = queuedCells(entryId);
    if (cells) await sendCells(entryId, cells);
  }
}
