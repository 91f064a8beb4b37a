import { ApiError } from '@portal/shared/api';
import { notify } from '@portal/shared/ui';

/**
 * The text of a refused call, to show next to the form. The client has already toasted the server's message when it
 * set `show`; a refusal the server did not word gets `fallback` (already translated), as a toast too. Null when there
 * is nothing to show beside the form: network errors, timeouts and session ends have their own toasts from the
 * client, cancelled calls none.
 */
export function failureText(error: unknown, fallback: string): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.kind === 'failure') {
    if (error.envelope?.show && error.message) return error.message;
    notify('error', fallback);
    return fallback;
  }
  return null;
}
