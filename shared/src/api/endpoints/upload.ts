import type { AxiosRequestConfig } from 'axios';
import { LAYER_B_CODE, type UploadResult, type UploadType } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/ui';
import { ApiError } from '../api-error';
import { readEnvelope } from '../envelope';
import { say, type ClientHooks } from '../hooks';
import { layerB, type LayerBClient } from '../layer-b';
import { exchange, isSessionRefusal, type Answer } from '../transport';

/** §7: large videos over slow links. */
export const UPLOAD_TIMEOUT = 6_000_000;

export interface UploadOptions {
  /** 0–100, as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export type UploadFiles = (files: File | File[], type: UploadType, options?: UploadOptions) => Promise<UploadResult>;

/**
 * POST /upload/image on Layer B's transport (headers, timeouts) but not through its request(): an upload is
 * never retried (the bytes may have arrived) nor de-duplicated (two picks of the same file are two uploads),
 * and its answer has rules of its own.
 */
export function createUploader(client: LayerBClient): UploadFiles {
  return async (files, type, { onProgress, signal } = {}) => {
    const form = new FormData();
    // The type first: the server streams the files and checks each against the type as it arrives.
    form.append('type', String(type));
    for (const file of Array.isArray(files) ? files : [files]) form.append('file', file);
    const config: AxiosRequestConfig = {
      method: 'post',
      url: '/upload/image',
      data: form,
      timeout: UPLOAD_TIMEOUT,
      signal,
      'axios-retry': { retries: 0 },
      onUploadProgress: ({ loaded, total }) => {
        if (onProgress && total) onProgress(Math.min(100, Math.round((loaded * 100) / total)));
      },
    };
    return settle(await exchange(client.axios, config, client.hooks), config, client.hooks);
  };
}

// Code 1 is the file's address; anything else shows the server's message, or "upload failed" when it has none.
function settle({ status, body }: Answer, config: AxiosRequestConfig, hooks: ClientHooks): UploadResult {
  const envelope = readEnvelope(body);
  const refused = isSessionRefusal(status) || envelope?.code === LAYER_B_CODE.loginFailure;
  if (refused) hooks.endSession();
  // The server's contract for code 1 (UploadResult); nothing else to check it against.
  if (envelope?.code === LAYER_B_CODE.success) return envelope.data as UploadResult;
  const message = envelope?.msg || translateMessage('uploadFailed');
  say(hooks, config, 'error', message);
  throw new ApiError(refused ? 'session' : 'failure', message, { status, envelope: envelope ?? undefined });
}

export const uploadFiles: UploadFiles = createUploader(layerB);
