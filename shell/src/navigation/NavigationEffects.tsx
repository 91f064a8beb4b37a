import { useEffect } from 'react';
import { useLocation } from '@portal/shared/router';
import { rememberPath } from '@portal/shared/navigation';

/** §2 navigation behaviour: every navigation starts at the top, and the tab remembers where it is. */
export function NavigationEffects() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    rememberPath(pathname + search);
  }, [pathname, search]);
  return null;
}
