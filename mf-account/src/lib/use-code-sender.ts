import { useState } from 'react';
import { ApiError } from '@portal/shared/api';
import { EMAIL_CODE } from '@portal/shared/contracts';
import { failureText } from '@portal/shared/form';
import { useCountdown } from '@portal/shared/hooks';
import { translateMessage } from '@portal/shared/ui';

/** The cooldown the server reports, in a success or in a 429 refusal: `{ resendAfter }` in the data. */
function resendAfterOf(value: unknown): number | null {
  const seconds = (value as { resendAfter?: unknown } | null)?.resendAfter;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

export interface CodeSender {
  /** True while a request is out or the resend countdown runs: the button is disabled. */
  busy: boolean;
  /** Whether a code was sent at least once (the next fields appear). */
  sent: boolean;
  /** The button's text: its own word, or "resend after N s" during the countdown. */
  label: (idle: string) => string;
  /**
   * Runs `request` (one of the code calls); starts the countdown the server gives. A refusal other than the cooldown
   * goes to `onRefused` with the server's message. Resolves true when a code went out.
   */
  send: (request: () => Promise<unknown>, onRefused: (text: string) => void) => Promise<boolean>;
}

/**
 * Sending an e-mail code (sign-up, password reset, new address): one request at a time, the server's resend
 * countdown, and its 429 during the cooldown (a code went out a moment ago: count down the seconds it says).
 */
export function useCodeSender(): CodeSender {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const countdown = useCountdown();
  const busy = sending || countdown.seconds > 0;

  async function send(request: () => Promise<unknown>, onRefused: (text: string) => void): Promise<boolean> {
    if (busy) return false;
    setSending(true);
    try {
      const result = await request();
      countdown.start(resendAfterOf(result) ?? EMAIL_CODE.resendSeconds);
      setSent(true);
      return true;
    } catch (failure) {
      const wait = failure instanceof ApiError ? resendAfterOf(failure.envelope?.data) : null;
      if (wait) {
        countdown.start(wait);
        setSent(true);
      } else {
        const text = failureText(failure, translateMessage('codeAlreadySent'));
        if (text) onRefused(text);
      }
      return false;
    } finally {
      setSending(false);
    }
  }

  const label = (idle: string) => (countdown.seconds > 0 ? translateMessage('resendAfter', { seconds: countdown.seconds }) : idle);
  return { busy, sent, label, send };
}
