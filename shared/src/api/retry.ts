import axiosRetry from 'axios-retry';
import { isCancel, type AxiosError, type AxiosInstance } from 'axios';

export const RETRIES = 2;
/** Wait before retry n: n × this. */
export const RETRY_DELAY_MS = 300;

/**
 * §7: non-POST Layer B calls retry up to twice, on a network error, a timeout or a 5xx. Never a POST (it may have
 * reached the server already), never a 4xx (asking again gets the same answer), never a cancelled call.
 */
export function installRetry(instance: AxiosInstance, delayMs: number): void {
  axiosRetry(instance, {
    retries: RETRIES,
    retryCondition: isRetryable,
    retryDelay: (attempt) => attempt * delayMs,
    // Each attempt gets the full timeout; otherwise a timed-out call would have no time left to retry in.
    shouldResetTimeout: true,
  });
}

function isRetryable(error: AxiosError): boolean {
  if (isCancel(error) || error.config?.method?.toLowerCase() === 'post') return false;
  const status = error.response?.status;
  return status === undefined || status >= 500;
}
