import { useCallback, useEffect, useEffectEvent, useState, type DependencyList } from 'react';
import type { ContentLanguage } from '@portal/shared/contracts';
import { contentLanguage, useLanguageStore, type Language } from '@portal/shared/i18n';

/** §8: a page part that has had no answer for this long gives up and offers a retry. */
export const PART_TIMEOUT_MS = 120_000;

/** What a fetcher gets: pass `options` to the endpoint function, read the language when the call needs it. */
export interface FetchContext {
  /**
   * `signal` cancels the call when the part goes away, refetches or times out. `silent`: the part shows its own
   * error state, so the client shows no toast as well.
   */
  options: { signal: AbortSignal; silent: true };
  language: Language;
  /** The language as the API names it (`type` of an article). */
  contentLanguage: ContentLanguage;
}

export type RemoteState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown }
  | { status: 'timeout' };

/** The part's state, and `retry` to ask again (after an error or a timeout, or to reload fresh data). */
export type RemoteData<T> = RemoteState<T> & { retry: () => void };

const LOADING = { status: 'loading' } as const;

/**
 * Loads the data of one page part. It calls `fetcher` again when a value in `deps` changes (primitives: page
 * numbers, ids…), when the language changes (the API answers texts in it) and on retry, cancelling the call
 * before. After PART_TIMEOUT_MS without an answer the state is 'timeout' and the call is cancelled.
 */
export function useRemoteData<T>(fetcher: (context: FetchContext) => Promise<T>, deps: DependencyList): RemoteData<T> {
  const language = useLanguageStore((state) => state.language);
  const [attempt, setAttempt] = useState(0);
  // One string for "what is asked": a new one means loading, until the answer to exactly it arrives.
  const request = `${JSON.stringify(deps)}|${language}|${attempt}`;
  const [settled, setSettled] = useState<{ request: string; state: RemoteState<T> } | null>(null);
  const load = useEffectEvent((options: FetchContext['options']) =>
    fetcher({ options, language, contentLanguage: contentLanguage(language) }),
  );

  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: RemoteState<T>): void => {
      if (!controller.signal.aborted) setSettled({ request, state });
    };
    const timer = setTimeout(() => {
      settle({ status: 'timeout' });
      controller.abort();
    }, PART_TIMEOUT_MS);
    load({ signal: controller.signal, silent: true })
      .then(
        (data) => settle({ status: 'success', data }),
        (error: unknown) => settle({ status: 'error', error }),
      )
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [request]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const state = settled?.request === request ? settled.state : LOADING;
  return { ...state, retry };
}
