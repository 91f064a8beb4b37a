import { useState } from 'react';
import { sendSms, verifyVote } from '@portal/shared/api';
import type { VoteReceipt } from '@portal/shared/contracts';
import { useCountdown } from '@portal/shared/hooks';
import { loadSeason } from '@portal/shared/season';
import { ChallengeFailedError, challengeOf, refusalOf, resendAfterOf, type Refusal } from './vote-errors';

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
  /** While the browser solves the API's proof-of-work challenge: the attempts so far, for the visible progress. */
  const [solving, setSolving] = useState<{ attempts: number } | null>(null);
  const countdown = useCountdown();

  /**
   * Makes a call; when the API is under pressure and answers with a challenge (issue 28), solves it in a Web Worker —
   * the solver is loaded only then — and makes the same call again once, with the solution.
   */
  const withChallenge = async <T,>(call: (altcha?: string) => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      const challenge = challengeOf(error);
      if (!challenge) throw error;
      setSolving({ attempts: 0 });
      let altcha: string;
      try {
        const { solveInWorker } = await import(/* webpackChunkName: "vote-challenge" */ './challenge/solve');
        altcha = await solveInWorker(challenge, (attempts) => setSolving({ attempts }));
      } catch {
        throw new ChallengeFailedError('the challenge was not solved');
      } finally {
        setSolving(null);
      }
      return call(altcha);
    }
  };

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
      const answer = await withChallenge((altcha) => sendSms({ contact: contact.trim(), altcha }, { silent: true }));
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
      const answer = await withChallenge((altcha) => verifyVote({ contact: contact.trim(), code: code.trim(), workId, altcha }, { silent: true }));
      onVoted(answer.data);
    } catch (error) {
      refuse(error);
    } finally {
      setBusy(null);
    }
  };

  return { codeSent, busy, refusal, solving, resendIn: countdown.seconds, send, vote, clearRefusal: () => setRefusal(null) };
}
