import { useState } from 'react';
import { sendSms, verifyVote } from '@portal/shared/api';
import type { VoteReceipt } from '@portal/shared/contracts';
import { useCountdown } from '@portal/shared/hooks';
import { loadSeason } from '@portal/shared/season';
import { refusalOf, resendAfterOf, type Refusal } from './vote-errors';

/** What the server asks between two codes when it does not say (docs/adr/0014: 60 s). */
export const RESEND_SECONDS = 60;

const SIX_DIGITS = /^\d{6}$/;

/** A problem of the form, by message key of this remote, or the server's refusal. */
export type FlowProblem = { kind: 'local'; key: 'pickFirst' | 'contactRequired' | 'codeSixDigits' } | Refusal;

/**
 * contact → code → vote for one film. Each call is silent (no toast): the page shows the outcome beside the form,
 * so the visitor reads it where they are looking, and reads it once.
 */
export function useVoteFlow(workId: number | null, onVoted: (receipt: VoteReceipt) => void) {
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState<'send' | 'vote' | null>(null);
  const [problem, setProblem] = useState<FlowProblem | null>(null);
  const countdown = useCountdown();

  const refuse = (error: unknown) => {
    const refusal = refusalOf(error);
    setProblem(refusal);
    // The window closed under the page: ask the server again so the whole page shows it.
    if (refusal?.kind === 'outsideWindow') void loadSeason();
  };

  const send = async () => {
    if (busy || countdown.seconds > 0) return;
    if (!contact.trim()) return setProblem({ kind: 'local', key: 'contactRequired' });
    setProblem(null);
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

  const vote = async () => {
    if (busy) return;
    if (workId === null) return setProblem({ kind: 'local', key: 'pickFirst' });
    if (!SIX_DIGITS.test(code.trim())) return setProblem({ kind: 'local', key: 'codeSixDigits' });
    setProblem(null);
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

  return { contact, setContact, code, setCode, codeSent, busy, problem, resendIn: countdown.seconds, send, vote };
}
