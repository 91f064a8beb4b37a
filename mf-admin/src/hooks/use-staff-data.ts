import { useCallback, useEffect, useState } from 'react';
import { useLanguageStore } from '@portal/shared/i18n';

export type StaffData<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'failed'; data: T | null }
  | { status: 'ready'; data: T };

/**
 * One record of the staff API for a page: read when the page opens, again when `key` changes (another record) or the
 * language does (the server words step and topic titles in it), and on `reload`. `replace` puts an answer the page got
 * otherwise (a decision answers with the record) in place. A read left behind is aborted.
 */
export function useStaffData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): StaffData<T> & { reload: () => void; replace: (data: T) => void } {
  const language = useLanguageStore((state) => state.language);
  const [version, setVersion] = useState(0);
  const asked = `${key}|${language}|${version}`;
  const [answer, setAnswer] = useState<{ asked: string; data: T | null; failed: boolean }>({ asked: '', data: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => controller.signal.aborted || setAnswer({ asked, data, failed: false }),
      () => controller.signal.aborted || setAnswer((before) => ({ asked, data: before.data, failed: true })),
    );
    return () => controller.abort();
    // `load` is named by `key` (in `asked`): a new function for the same key is not a new question.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const replace = useCallback((data: T) => setAnswer({ asked, data, failed: false }), [asked]);
  const common = { reload, replace };
  if (answer.asked !== asked) return { status: 'loading', data: answer.data, ...common };
  if (answer.failed || answer.data === null) return { status: 'failed', data: answer.data, ...common };
  return { status: 'ready', data: answer.data, ...common };
}
