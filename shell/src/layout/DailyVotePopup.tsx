import { lazy, Suspense, useEffect, useState } from 'react';
import { hongKongDay, isVotingOpen } from '@portal/shared/season';

// The dialog's code loads only on the day it shows.
const VotePopupDialog = lazy(async () => ({ default: (await import('./VotePopupDialog')).VotePopupDialog }));

/** localStorage key of the day the popup last showed (§2: at most once per day). */
export const VOTE_POPUP_DATE_KEY = 'votePopupDate';

function shownToday(today: string): boolean {
  try {
    return localStorage.getItem(VOTE_POPUP_DATE_KEY) === today;
  } catch {
    return true; // Without storage it could not be limited to once a day, so it does not show at all.
  }
}

function markShown(today: string): void {
  try {
    localStorage.setItem(VOTE_POPUP_DATE_KEY, today);
  } catch {
    // Covered by shownToday: no storage, no popup.
  }
}

/** Whether today's invitation is due: voting is open and it has not shown yet on this Hong Kong day. */
function dueToday(): boolean {
  return isVotingOpen() && !shownToday(hongKongDay());
}

/** The desktop home's daily invitation to the public vote, while voting is open. The layout mounts it on home. */
export function DailyVotePopup() {
  const [due] = useState(dueToday);
  const [open, setOpen] = useState(due);

  useEffect(() => {
    // Marked when shown, not when closed: a popup left open and reloaded still counts as today's.
    if (due) markShown(hongKongDay());
  }, [due]);

  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <VotePopupDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
