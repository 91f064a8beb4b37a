import { lazy, Suspense, useEffect, useState } from 'react';
import type { Device } from '@portal/shared/contracts';
import { hongKongDay, now, useVotingOpen } from '@portal/shared/season';

// The dialog's code loads only on the day it shows.
const VotePopupDialog = lazy(async () => ({ default: (await import('./VotePopupDialog')).VotePopupDialog }));

/** localStorage key of the day the popup last showed (§2: at most once per day). */
export const VOTE_POPUP_DATE_KEY = 'votePopupDate';

/** Without storage it could not be limited to once a day, so it does not show at all. */
const NO_STORAGE = Symbol('no storage');

function lastShownDay(): string | null | typeof NO_STORAGE {
  try {
    return localStorage.getItem(VOTE_POPUP_DATE_KEY);
  } catch {
    return NO_STORAGE;
  }
}

function markShown(day: string): void {
  try {
    localStorage.setItem(VOTE_POPUP_DATE_KEY, day);
  } catch {
    // Covered by lastShownDay: no storage, no popup.
  }
}

/**
 * The home's daily invitation to the public vote (desktop and phone), while the server says group 1's vote is open,
 * at most once per Hong Kong day of the server's clock. The layout mounts it on home.
 */
export function DailyVotePopup({ device }: { device: Device }) {
  const votingOpen = useVotingOpen(1);
  // Read once, when the page opens: marking today as shown must not hide the popup it is showing.
  const [lastShown] = useState(lastShownDay);
  const [open, setOpen] = useState(true);
  // The season may arrive after the page: the popup then shows when it does. The day comes from the server's
  // clock (now() is its estimate), so the device's clock cannot make it show twice.
  const serverNow = votingOpen ? now() : null;
  const today = serverNow ? hongKongDay(serverNow) : null;
  const due = today !== null && lastShown !== NO_STORAGE && lastShown !== today;

  useEffect(() => {
    // Marked when shown, not when closed: a popup left open and reloaded still counts as today's.
    if (due && today) markShown(today);
  }, [due, today]);

  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <VotePopupDialog device={device} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
