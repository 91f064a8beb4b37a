import { useState } from 'react';
import { failureText } from '@portal/shared/form';
import { confirm, type ConfirmRequest } from '@portal/shared/ui';

export interface ConfirmedChange<T> {
  /** The server's refusal of the last try, in its words. */
  refusal: string | null;
  /** What the last change did, once it did. */
  done: string | null;
  busy: boolean;
  /** Asks the question; only a confirm sends the change, whose answer goes to `onChanged`. */
  run: (question: ConfirmRequest, send: () => Promise<T>, doneText: string | ((next: T) => string)) => Promise<void>;
}

/**
 * A sensitive change of a record: confirmed in the page's dialog first, then sent (the staff client asks for the
 * second factor again when it is stale), then said — or refused in the server's words, `failed` when it gave none.
 */
export function useConfirmedChange<T>(onChanged: (next: T) => void, texts: { cancel: string; failed: string }): ConfirmedChange<T> {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run: ConfirmedChange<T>['run'] = async (question, send, doneText) => {
    const confirmed = await confirm({ cancelLabel: texts.cancel, ...question });
    if (!confirmed) return;
    setRefusal(null);
    setDone(null);
    setBusy(true);
    try {
      const next = await send();
      onChanged(next);
      setDone(typeof doneText === 'function' ? doneText(next) : doneText);
    } catch (failure) {
      setRefusal(failureText(failure, texts.failed));
    } finally {
      setBusy(false);
    }
  };
  return { refusal, done, busy, run };
}
