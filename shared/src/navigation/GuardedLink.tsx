import type { MouseEvent } from 'react';
import { Link, type LinkProps } from '@portal/shared/router';
import { isLoggedIn } from '@portal/shared/auth';
import { useGuardedNavigate } from './login-guard';

/**
 * A link to a page that needs login (Register Now, the group links): an ordinary link for a logged-in visitor;
 * otherwise 'please log in first' and the login page. Still a real link, so it can be read and focused.
 */
export function GuardedLink({ to, onClick, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const guardedNavigate = useGuardedNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isLoggedIn()) return;
    event.preventDefault();
    guardedNavigate(to);
  };
  return <Link to={to} onClick={handleClick} {...props} />;
}
