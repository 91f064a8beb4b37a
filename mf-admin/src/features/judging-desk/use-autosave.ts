import { useCallback, useEffect, useRef, useState } from 'react';
import { enqueue, queuedCells, type Cells } from './score-queue';
import { resendQueued, sendCells } from './send-scores';

export type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'offline' } | { kind: 'refused'; msg: string };

/** Wait after the last keystroke before saving: one request per pause, not per digit. */
export const AUTOSAVE_DELAY_MS = 600;

/**
 * The sheet that saves as the judge goes. Every change goes into the entry's localStorage queue at once (a tab closed
 * within the debounce loses nothing), then, after a pause, to the server; the queue keeps what did not arrive and is
 * resent when the browser is back online and when the page opens again. Saves of one entry go one after the other, so
 * an older value never lands after a newer one.
 */
export function useAutosave(entryId: number): { state: SaveState; change: (key: string, value: number | null) => void; queued: Cells | null } {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  // What was left unsaved from an earlier visit, read once: the page shows these values over the server's.
  const [queued] = useState(() => queuedCells(entryId));
  const pending = useRef<Cells>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const live = useRef(true);

  const send = useCallback(
    (cells: Cells) => {
      const run = async () => {
        if (live.current) setState({ kind: 'saving' });
        const result = await sendCells(entryId, cells);
        if (!live.current || result.kind === 'cancelled') return;
        if (result.kind === 'refused') setState({ kind: 'refused', msg: result.msg });
        else if (result.kind === 'kept') setState({ kind: 'offline' });
        else setState(queuedCells(entryId) ? { kind: 'offline' } : { kind: 'saved' });
      };
      chain.current = chain.current.then(run, run);
      return chain.current;
    },
    [entryId],
  );

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const cells = pending.current;
    pending.current = {};
    if (Object.keys(cells).length > 0) void send(cells);
  }, [send]);

  const change = useCallback(
    (key: string, value: number | null) => {
      pending.current[key] = value;
      enqueue(entryId, { [key]: value });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, AUTOSAVE_DELAY_MS);
    },
    [entryId, flush],
  );

  useEffect(() => {
    live.current = true;
    const resend = () => {
      const cells = queuedCells(entryId);
      if (cells) void send(cells);
      void resendQueued(entryId);
    };
    // Left over from an earlier visit (or another entry, offline): send it now.
    resend();
    globalThis.addEventListener('online', resend);
    return () => {
      globalThis.removeEventListener('online', resend);
      // Leaving for the next entry within the pause: send what was typed now (it is queued anyway).
      flush();
      live.current = false;
    };
  }, [entryId, send, flush]);

  return { state, change, queued };
}
