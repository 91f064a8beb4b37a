import type { Envelope } from '@portal/shared/contracts';

/** The body as an envelope, or null when it is not one (an HTML error page, an empty body…). */
export function readEnvelope(body: unknown): Envelope<unknown> | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, data, msg, show } = body as Partial<Record<keyof Envelope, unknown>>;
  if (typeof code !== 'number') return null;
  // Older endpoints omit msg/show when they have nothing to say.
  return { code, data, msg: typeof msg === 'string' ? msg : '', show: show === true };
}
