import type { AxiosRequestConfig, GenericAbortSignal } from 'axios';
import { ApiError } from './api-error';

export interface InFlightCall {
  signal: AbortSignal;
  end: () => void;
}

/**
 * Duplicate Layer B calls (same method, url, params and body) while one is under way (docs/adr/0003):
 * - GET and other non-POST: the OLDER call is aborted. The latest caller is the one that still wants the data
 *   (React StrictMode re-running an effect, a filter clicked twice), and reading twice does no harm.
 * - POST: the NEW call is refused before it is sent, so a double-clicked submit reaches the server once.
 * Both reject with a `cancelled` ApiError, which shows no message.
 */
export function createInFlight(): (config: AxiosRequestConfig) => InFlightCall {
  const calls = new Map<string, AbortController>();
  return (config) => {
    const key = requestKey(config);
    const previous = calls.get(key);
    if (previous && config.method?.toLowerCase() === 'post') {
      throw new ApiError('cancelled', `duplicate request refused: ${key}`);
    }
    previous?.abort();
    const controller = new AbortController();
    calls.set(key, controller);
    const unfollow = follow(config.signal, controller);
    return {
      signal: controller.signal,
      end: () => {
        unfollow();
        // An aborted older call ends after its successor took the key: leave the successor's entry alone.
        if (calls.get(key) === controller) calls.delete(key);
      },
    };
  };
}

function requestKey({ method = 'get', url = '', params, data }: AxiosRequestConfig): string {
  const body = typeof data === 'string' ? data : JSON.stringify(data ?? null);
  return [method.toLowerCase(), url, JSON.stringify(params ?? null), body].join(' ');
}

/** The caller's own signal still cancels the call. */
function follow(signal: GenericAbortSignal | undefined, controller: AbortController): () => void {
  if (!signal) return () => undefined;
  const abort = (): void => controller.abort();
  if (signal.aborted) abort();
  signal.addEventListener?.('abort', abort);
  return () => signal.removeEventListener?.('abort', abort);
}
