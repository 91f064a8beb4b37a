import axios, { isAxiosError, isCancel, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { API_LANG } from '@portal/shared/i18n';
import { translateMessage } from '@portal/shared/ui';
import { ApiError } from './api-error';
import { trackRequest } from './activity';
import { say, type ClientHooks, type ClientOptions } from './hooks';

/** What the server said, whatever the HTTP status: our API sends the envelope with its errors too. */
export interface Answer {
  status: number;
  body: unknown;
}

export function createTransport(
  baseURL: string,
  timeout: number,
  options: ClientOptions,
  hooks: ClientHooks,
): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout,
    adapter: options.adapter,
    // ETIMEDOUT instead of ECONNABORTED, which the browser also uses for an aborted request.
    transitional: { ...axios.defaults.transitional, clarifyTimeoutError: true },
  });
  instance.interceptors.request.use((config) => {
    // Read per request, so a language switch or a login applies to the very next call.
    config.headers.set('Accept-Language', API_LANG[hooks.getLanguage()]);
    const token = hooks.getToken();
    if (token) config.headers.set('token', token);
    return config;
  });
  return instance;
}

/** Sends the request; resolves with any answer, rejects (message shown) only when none came. */
export async function exchange(
  instance: AxiosInstance,
  config: AxiosRequestConfig,
  hooks: ClientHooks,
): Promise<Answer> {
  try {
    const response = await trackRequest(instance.request<unknown>(config));
    return { status: response.status, body: response.data };
  } catch (error) {
    if (isAxiosError(error) && error.response) return { status: error.response.status, body: error.response.data };
    throw noAnswer(error, config, hooks);
  }
}

function noAnswer(error: unknown, config: AxiosRequestConfig, hooks: ClientHooks): ApiError {
  if (isCancel(error)) return new ApiError('cancelled', 'request cancelled', { cause: error });
  if (isAxiosError(error) && error.code === 'ETIMEDOUT') {
    say(hooks, config, 'error', translateMessage('timeout'));
    return new ApiError('timeout', error.message, { cause: error });
  }
  say(hooks, config, 'error', translateMessage('networkError'));
  return new ApiError('network', error instanceof Error ? error.message : 'network error', { cause: error });
}

export function isSessionRefusal(status: number): boolean {
  return status === 401 || status === 403;
}

/** An HTTP error whose body is no envelope (a proxy's page…): nothing to read, so the generic message. */
export function unreadable(status: number, config: AxiosRequestConfig, hooks: ClientHooks): ApiError {
  if (isSessionRefusal(status)) return new ApiError('session', `HTTP ${status}`, { status });
  say(hooks, config, 'error', translateMessage('networkError'));
  return new ApiError('http', `HTTP ${status}`, { status });
}
