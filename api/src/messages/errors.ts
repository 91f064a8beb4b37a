import { SmsDeliveryError } from '../votes/sms/sender.js';

/** How a failed delivery is recorded: the provider's words (never a stack) and whether trying again can help. */
export interface DeliveryFailure {
  reason: string;
  /** The provider refused for good (unknown mailbox, bad number, a template that cannot render): dead at once. */
  permanent: boolean;
}

const MAX_REASON = 500;

/**
 * SMTP: nodemailer's error carries the server's reply (`response`, e.g. "451 4.3.0 Try again later") and its code;
 * a 5xx reply is permanent, a 4xx or a connection failure is not. SMS: the gateway's status (4xx but 408/429 are
 * permanent). Anything else (a render error is a bug in a template or its parameters) is permanent too.
 */
export function describeFailure(error: unknown, stage: 'render' | 'send'): DeliveryFailure {
  const reason = reasonOf(error).replace(/\s+/g, ' ').trim().slice(0, MAX_REASON) || 'unknown error';
  if (stage === 'render') return { reason: `render: ${reason}`, permanent: true };
  if (error instanceof SmsDeliveryError) {
    const status = /answered (\d{3})/.exec(error.message)?.[1];
    const code = status ? Number(status) : 0;
    return { reason, permanent: code >= 400 && code < 500 && code !== 408 && code !== 429 };
  }
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  return { reason, permanent: typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 };
}

function reasonOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const { response, message } = error as { response?: unknown; message?: unknown };
    if (typeof response === 'string' && response) return response;
    if (typeof message === 'string') return message;
  }
  return String(error);
}
