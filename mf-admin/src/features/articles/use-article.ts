import { useCallback, useEffect, useState } from 'react';
import type { AdminArticle } from '@portal/contracts/admin-articles';
import { fetchArticle } from './api';

export interface ArticleRecord {
  article: AdminArticle | null;
  /** The first read failed (the client said why in a toast): `retry` reads again. */
  failed: boolean;
  retry: () => void;
  /** Reads the newest revision (after a refused save); resolves with it, or null when it could not be read. */
  reload: () => Promise<AdminArticle | null>;
  /** Puts an answer in place (a save, a state change, a restore answers with the article). */
  replace: (next: AdminArticle) => void;
}

/**
 * The article the editor works on. Read once per id and then only when asked, not when the page's language changes
 * (useStaffData reads again then): the revision a save names must be the one the form was filled from, so a newer one
 * arrives only through an explicit reload, never under the editor's hands.
 */
export function useArticle(id: number): ArticleRecord {
  const [state, setState] = useState<{ id: number; article: AdminArticle | null; failed: boolean }>({ id, article: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchArticle(id, controller.signal).then(
      (article) => controller.signal.aborted || setState({ id, article, failed: false }),
      () => controller.signal.aborted || setState({ id, article: null, failed: true }),
    );
    return () => controller.abort();
  }, [id, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const reload = useCallback(async () => {
    try {
      const article = await fetchArticle(id);
      setState({ id, article, failed: false });
      return article;
    } catch {
      return null;
    }
  }, [id]);
  const replace = useCallback((article: AdminArticle) => setState({ id: article.id, article, failed: false }), []);
  const current = state.id === id ? state : { article: null, failed: false };
  return { article: current.article, failed: current.failed, retry, reload, replace };
}
