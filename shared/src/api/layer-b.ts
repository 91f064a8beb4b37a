import type { AxiosRequestConfig } from 'axios';
import { deploymentConfig } from '@portal/shared/config';
import { LAYER_B_CODE } from '@portal/shared/contracts';
import { ApiError } from './api-error';
import { readEnvelope } from './envelope';
import { resolveHooks, say, type ClientHooks, type ClientOptions } from './hooks';
import { createInFlight } from './in-flight';
import { redirectTarget } from './redirect';
import { installRetry, RETRY_DELAY_MS } from './retry';
import { apiClient, type ApiClient } from './client';
import { createTransport, exchange, isSessionRefusal, unreadable, type Answer } from './transport';

export const LAYER_B_TIMEOUT = 20_000;
export const LAYER_B_PREFIX = '/api';

export interface LayerBOptions extends ClientOptions {
  /** Wait before retry n is n × this (default RETRY_DELAY_MS, 300 ms). */
  retryDelayMs?: number;
}

/** The main API of §7: resolves the envelope's `data` and applies every rule of §8 on the way. */
export interface LayerBClient extends ApiClient {
  /** For calls with rules of their own on the same transport (uploads). */
  readonly hooks: ClientHooks;
}

export function createLayerB(options: LayerBOptions = {}): LayerBClient {
  const hooks = resolveHooks(options);
  const host = options.host ?? deploymentConfig.apiHost;
  // JSON needs no header here: axios sends plain objects as application/json. A default Content-Type would
  // also turn an upload's FormData into JSON.
  //
  // Accept-Language goes with Layer B too although §7 names it for Layer A only: our API writes its messages
  // (msg) in the language the header asks for, and the user reads them in toasts.
  const instance = createTransport(host + LAYER_B_PREFIX, options.timeout ?? LAYER_B_TIMEOUT, options, hooks);
  installRetry(instance, options.retryDelayMs ?? RETRY_DELAY_MS);
  const begin = createInFlight();

  const request = async <T>(config: AxiosRequestConfig): Promise<T> => {
    const call = begin(config);
    let answer: Answer;
    try {
      answer = await exchange(instance, { ...config, signal: call.signal }, hooks);
    } finally {
      call.end();
    }
    return settle<T>(answer, config, hooks);
  };
  return { ...apiClient(instance, request), hooks };
}

// §8 Layer B. The body's code decides, whatever the HTTP status (our API answers 400/404/500… with an envelope).
function settle<T>({ status, body }: Answer, config: AxiosRequestConfig, hooks: ClientHooks): T {
  const envelope = readEnvelope(body);
  if (isSessionRefusal(status) || envelope?.code === LAYER_B_CODE.loginFailure) hooks.endSession();
  if (!envelope) throw unreadable(status, config, hooks);
  switch (envelope.code) {
    case LAYER_B_CODE.success:
      if (envelope.show) say(hooks, config, 'success', envelope.msg);
      // The endpoint function names the type of data; the spec gives no schema to check it against.
      return envelope.data as T;
    case LAYER_B_CODE.redirect:
      throw leave(envelope.data, hooks, status);
    default: {
      if (envelope.show) say(hooks, config, 'error', envelope.msg);
      const kind = envelope.code === LAYER_B_CODE.loginFailure ? 'session' : 'failure';
      throw new ApiError(kind, envelope.msg, { status, envelope });
    }
  }
}

function leave(data: unknown, hooks: ClientHooks, status: number): ApiError {
  const target = redirectTarget(data);
  if (target) hooks.redirect(target);
  // Rejects either way: the page is going away, or the server asked for a place we refuse to go.
  return new ApiError('redirect', target ? `redirected to ${target}` : 'unsafe redirect refused', { status });
}

export const layerB = createLayerB();
