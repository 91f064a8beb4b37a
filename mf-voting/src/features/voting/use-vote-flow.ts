import { useState } from 'react';
import { sendSms, verifyVote } from '@portal/shared/api';
import type { VoteReceipt } from '@portal/shared/contracts';
import { useCountdown } from '@portal/shared/hooks';
import { loadSeason } from '@portal/shared/season';
import { refusalOf, resendAfterOf, type Refusal } from './vote-errors';

/** What the server asks between two codes when it does not say (docs/adr/0014: 60 s). */
export const RESEND_SECONDS = 60;

/**
 * The calls of a vote: a code to the contact, then the vote. Each call is silent (no toast): the page shows the
 * server's refusal beside the form, so the visitor reads it where they are looking, and reads it once. The form
 * (react-hook-form, ./vote-checks) has checked the values before either call.
 */
export function useVoteFlow(onVoted: (receipt: VoteReceipt) => void) {
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState<'send' | 'vote' | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const countdown = useCountdown();

  const refuse = (error: unknown) => {
    const found = refusalOf(error);
    setRefusal(found);
    // The window closed under the page: ask the server again so the whole page shows it.
    if (found?.kind === 'outsideWindow') void loadSeason();
  };

  const send = async (contact: string) => {
    if (busy || countdown.seconds > 0) return;
    setRefusal(null);
    setBusy('send');
    try {
      const answer = await sendSms({ contact: contact.trim() }, { silent: true });
      setCodeSent(true);
      countdown.start(answer.data.resendAfter || RESEND_SECONDS);
    } catch (error) {
      const wait = resendAfterOf(error);
      if (wait) countdown.start(wait);
      refuse(error);
    } finally {
      setBusy(null);
    }
  };

  const vote = async ({ contact, code, workId }: { contact: string; code: string; workId: number }) => {
    if (busy) return;
    setRefusal(null);
    setBusy('vote');
    try {
      const answer = await verifyVote({ contact: contact.trim(), code: code.trim(), workId }, { silent: true });
      onVoted(answer.data);
    } catch (error) {
      refuse(error);
    } finally {
      setBusy(null);
    }
  };

  return { codeSent, busy, refusal, resendIn: countdown.seconds, send, vote, clearRefusal: () => setRefusal(null) };
}
