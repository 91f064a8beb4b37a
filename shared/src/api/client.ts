import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { RequestOptions } from './request-options';

/** What both layers offer: `request` resolves what the layer's rules make of the answer. */
export interface ApiClient {
  readonly axios: AxiosInstance;
  request<T>(config: AxiosRequestConfig): Promise<T>;
  get<T>(url: string, params?: object, options?: RequestOptions): Promise<T>;
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

export function apiClient(instance: AxiosInstance, request: <T>(config: AxiosRequestConfig) => Promise<T>): ApiClient {
  return {
    axios: instance,
    request,
    get: (url, params, options) => request({ ...options, method: 'get', url, params }),
    post: (url, body, options) => request({ ...options, method: 'post', url, data: body }),
  };
}
