import type { AxiosRequestConfig } from 'axios';
import { deploymentConfig } from '@portal/shared/config';
import { ApiError } from './api-error';
import { readEnvelope } from './envelope';
import { resolveHooks, say, type ClientHooks, type ClientOptions } from './hooks';
import { apiClient, type ApiClient } from './client';
import { createTransport, exchange, isSessionRefusal, unreadable, type Answer } from './transport';

export const LAYER_A_TIMEOUT = 60_000;

/** The older API of §7 (login and public voting): it resolves the whole body, which callers read themselves. */
export type LayerAClient = ApiClient;

export function createLayerA(options: ClientOptions = {}): LayerAClient {
  const hooks = resolveHooks(options);
  const host = options.host ?? deploymentConfig.apiHost;
  const instance = createTransport(host, options.timeout ?? LAYER_A_TIMEOUT, options, hooks);
  const request = async <T>(config: AxiosRequestConfig): Promise<T> =>
    settle<T>(await exchange(instance, config, hooks), config, hooks);
  return apiClient(instance, request);
}

// §8 Layer A: only code 0 is a failure; any other code is the caller's to read.
function settle<T>({ status, body }: Answer, config: AxiosRequestConfig, hooks: ClientHooks): T {
  if (isSessionRefusal(status)) {
    hooks.endSession();
    throw new ApiError('session', `HTTP ${status}`, { status });
  }
  const envelope = readEnvelope(body);
  if (envelope?.code === 0) {
    say(hooks, config, 'error', envelope.msg);
    throw new ApiError('failure', envelope.msg, { status, envelope });
  }
  if (!envelope && status >= 400) throw unreadable(status, config, hooks);
  // The caller names the body's type: the spec does not show these answers, so there is nothing to check here.
  return body as T;
}

export const layerA = createLayerA();
