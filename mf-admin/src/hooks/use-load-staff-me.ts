import { useEffect, useState } from 'react';
import { loadStaffMe } from '../api/session';

/**
 * Reads who is signed in while `needed` (a token, but no member or stage yet: after a reload). A failure stays until
 * `retry`; a refused read (401) has dropped the token, which the caller sees. A read left behind is ignored.
 */
export function useLoadStaffMe(needed: boolean): { failed: boolean; retry: () => void } {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || failed) return;
    let live = true;
    loadStaffMe().catch(() => {
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [needed, failed]);
  return { failed, retry: () => setFailed(false) };
}
