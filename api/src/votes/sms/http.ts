import { SmsDeliveryError, type SmsSender } from './sender.js';

export interface HttpSmsOptions {
  /** SMS_PROVIDER_URL: POSTed `{to, text}` as JSON. */
  url: string;
  /** SMS_PROVIDER_TOKEN: sent as `Authorization: Bearer <token>`. */
  token: string;
  /** A gateway that does not answer in time fails the send, so the voter may ask again (default 10 s). */
  timeoutMs?: number;
}

/**
 * A generic SMS gateway adapter: most providers (or a small relay in front of one) take a JSON POST with a bearer
 * token. Any 2xx is delivery accepted; anything else is an error whose detail goes to the log, never to the voter.
 */
export function httpSmsSender({ url, token, timeoutMs = 10_000 }: HttpSmsOptions): SmsSender {
  return {
    kind: 'http',
    async send(sms) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ to: sms.to, text: sms.text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsDeliveryError(`SMS gateway unreachable: ${String(error)}`);
      }
      // Read the body so the connection can be reused; its content is only for the log.
      const body = await response.text().catch(() => '');
      if (!response.ok) throw new SmsDeliveryError(`SMS gateway answered ${response.status}: ${body.slice(0, 200)}`);
    },
  };
}
