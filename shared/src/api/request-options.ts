// Our one addition to axios's request config, declared on axios itself so that it travels through
// interceptors and retries with the rest of the config, typed, without casts.
declare module 'axios' {
  interface AxiosRequestConfig {
    /** Show no toast for this call (e.g. logout); every other rule (session end, redirect, reject) still applies. */
    silent?: boolean;
  }
}

/** What every endpoint function accepts besides its payload. */
export interface RequestOptions {
  silent?: boolean;
  signal?: AbortSignal;
}
