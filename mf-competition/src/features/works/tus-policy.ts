import { DetailedError } from 'tus-js-client';

// How the client reads the tus server's answers. Our API refuses an upload with an HTTP status and the JSON
// envelope {code: 0, msg, show} in the body (413 over 2 GB, 415 wrong type, 422 film too long, 403/409 not
// allowed now); tus itself answers 409 for an offset that does not match and 423 for a locked upload.

/** A retry at once, then after 1, 3, 5 and 10 seconds (UPLOAD-NOTES; the spec gives none). */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

/** The envelope's message, when the body is our API's refusal. */
export function envelopeMessage(body: string | undefined): string | null {
  if (!body) return null;
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value !== 'object' || value === null || !('code' in value) || !('msg' in value)) return null;
    return typeof value.msg === 'string' && value.msg ? value.msg : null;
  } catch {
    return null; // tus's own plain-text bodies
  }
}

/** The browser says it has no network (then waiting for `online` beats spending retries). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A request that got no answer at all: the network, not the server. */
export function isNetworkError(error: Error): boolean {
  return error instanceof DetailedError && error.originalRequest !== null && !error.originalResponse;
}

/**
 * tus-js-client's `onShouldRetry`: a request may be sent again when it got no answer (unless the browser is
 * offline), a server error, 423 (locked), 429 (too many requests), or tus's own 409 (offset mismatch: a HEAD
 * finds the right offset). Every other 4xx, and a 409 that carries our envelope, is a refusal: retrying cannot help.
 */
export function mayRetry(error: DetailedError): boolean {
  const response = error.originalResponse;
  if (!response) return !isOffline();
  const status = response.getStatus();
  if (status === 423 || status === 429) return true;
  if (status === 409) return envelopeMessage(response.getBody()) === null;
  return status < 400 || status >= 500;
}

/** What a failed upload tells the team: the server's words when it gave any. */
export function refusalOf(error: Error): { status: number; message: string | null } {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  return { status: response?.getStatus() ?? 0, message: envelopeMessage(response?.getBody()) };
}

/** The upload's id, as `userWork/add` takes it: the last segment of its URL. */
export function uploadIdOf(url: string): string {
  return url.replace(/[?#].*$/, '').replace(/\/+$/, '').split('/').pop() ?? '';
}
