import { useState } from 'react';
import { useLocation } from '@portal/shared/router';
import { isLoggedIn } from '@portal/shared/auth';

/**
 * Whether the visitor had a token when they arrived at the current location. Rules about *opening* a page
 * (a token on the mobile login goes home) must not fire when the token appears on that page: logging in there
 * is followed by the login page's own navigation.
 */
export function useTokenOnArrival(): boolean {
  const { key } = useLocation();
  const [arrival, setArrival] = useState(() => ({ key, loggedIn: isLoggedIn() }));
  if (arrival.key !== key) {
    const next = { key, loggedIn: isLoggedIn() };
    setArrival(next);
    return next.loggedIn;
  }
  return arrival.loggedIn;
}
