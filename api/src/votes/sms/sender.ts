/** A text message to one phone (E.164). */
export interface Sms {
  to: string;
  text: string;
}

/** Delivers vote codes by SMS: an HTTP gateway in production, the outbox table otherwise. */
export interface SmsSender {
  readonly kind: 'http' | 'outbox';
  send(sms: Sms): Promise<void>;
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}
