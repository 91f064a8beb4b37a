import type { DetailedError, HttpRequest, UploadOptions } from 'tus-js-client';
import { useAuthStore } from '@portal/shared/auth';
import { TUS_ENDPOINT } from '@portal/shared/contracts';
import { API_LANG, useLanguageStore } from '@portal/shared/i18n';
import { apiUrl } from '../../lib/api-origin';
import { mimeOf } from './file-types';
import { mayRetry, RETRY_DELAYS } from './tus-policy';

type Handlers = Pick<UploadOptions, 'onProgress' | 'onSuccess' | 'onError' | 'onAfterResponse'> & {
  /** tus is about to send a failed request again. */
  onRetry: (error: DetailedError) => void;
};

/**
 * Headers of every tus request, read per request like Layer B's: the session token (the API also reads the
 * cookie, which only goes with same-origin requests) and the language the server words its refusals in.
 */
function signRequest(request: HttpRequest): void {
  const token = useAuthStore.getState().token;
  if (token) request.setHeader('token', token);
  request.setHeader('Accept-Language', API_LANG[useLanguageStore.getState().language]);
}

/** The options of one work upload: on the API's tus endpoint, with the step it is for. */
export function tusOptions(file: File, step: string, { onRetry, ...handlers }: Handlers): UploadOptions {
  return {
    endpoint: apiUrl(TUS_ENDPOINT),
    metadata: { filename: file.name, filetype: mimeOf(file), step },
    retryDelays: RETRY_DELAYS,
    // A finished upload is handed to userWork/add; picking the same file again is a new upload.
    removeFingerprintOnSuccess: true,
    onBeforeRequest: signRequest,
    ...handlers,
    onShouldRetry: (error) => {
      const retry = mayRetry(error);
      if (retry) onRetry(error);
      return retry;
    },
  };
}
