import { useEffect, useState } from 'react';
import type { FileLink } from '@portal/contracts/admin-review';
import { fileLinkFor } from '../api/file-link';

export type FileLinkState = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; link: FileLink };

/** A link for one private file route, minted when the element that shows it renders (null: not yet wanted). */
export function useFileLink(path: string | null): FileLinkState {
  const [state, setState] = useState<{ path: string; attempt: number; link: FileLink | null; failed: boolean }>({ path: '', attempt: 0, link: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!path) return;
    let live = true;
    fileLinkFor(path).then(
      (link) => live && setState({ path, attempt, link, failed: false }),
      () => live && setState({ path, attempt, link: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [path, attempt]);
  if (!path || state.path !== path || state.attempt !== attempt) return { status: 'loading' };
  if (state.link) return { status: 'ready', link: state.link };
  return { status: 'failed', retry: () => setAttempt((n) => n + 1) };
}
