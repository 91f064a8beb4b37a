import { createStore } from '../lib/store';

// The staff session's token: in sessionStorage, so it ends with the tab and is never shared with the team session's
// cookie or store (issue 24, docs/adr/0030). A browser without storage keeps it in memory for the page's life.
const KEY = 'portal.staffToken';

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export const staffToken = createStore<string | null>(read);

export function keepStaffToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, quota): the token lives in memory only.
  }
  staffToken.set(token);
}
