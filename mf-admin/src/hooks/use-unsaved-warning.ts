import { useEffect } from 'react';
import { useBlocker } from '@portal/shared/router-blocker';
import { confirm, type ConfirmRequest } from '@portal/shared/ui';

/**
 * While `dirty`, leaving the page asks first: a link or the browser's back button inside the back office through the
 * router's blocker and the page's confirm dialog; closing the tab or reloading through the browser's own question
 * (beforeunload, whose wording browsers do not let a page choose).
 */
export function useUnsavedWarning(dirty: boolean, question: ConfirmRequest): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    let settled = false;
    void confirm(question).then((leave) => {
      settled = true;
      if (leave) blocker.proceed?.();
      else blocker.reset?.();
    });
    return () => {
      if (!settled) blocker.reset?.();
    };
    // The question is asked once per blocked navigation; a new text (another language) does not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocked]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
