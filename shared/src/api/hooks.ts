import type { AxiosRequestConfig } from 'axios';
import { useAuthStore } from '@portal/shared/auth';
import { useLanguageStore, type Language } from '@portal/shared/i18n';
import { notify, type NoticeKind } from '@portal/shared/ui';

/** Where the clients touch the rest of the app. Each is an option, so tests observe it at the edge. */
export interface ClientHooks {
  getToken: () => string | null;
  getLanguage: () => Language;
  /** The server refused the session (401, 403, code -1). */
  endSession: () => void;
  notify: (kind: NoticeKind, text: string) => void;
  /** Code 2: leave for this (already checked) absolute http(s) URL. */
  redirect: (url: string) => void;
}

export interface ClientOptions extends Partial<ClientHooks> {
  /** Origin of the API (§7 "{host}"); defaults to the deployment's (@portal/shared/config). */
  host?: string;
  timeout?: number;
  /** Transport override, e.g. a test that must send Node's FormData through Node's fetch. */
  adapter?: AxiosRequestConfig['adapter'];
}

export function resolveHooks(options: Partial<ClientHooks>): ClientHooks {
  return {
    getToken: options.getToken ?? (() => useAuthStore.getState().token),
    getLanguage: options.getLanguage ?? (() => useLanguageStore.getState().language),
    endSession: options.endSession ?? (() => useAuthStore.getState().endSession('rejected')),
    notify: options.notify ?? notify,
    redirect: options.redirect ?? ((url) => window.location.assign(url)),
  };
}

/** Shows a message unless the call asked for silence; an empty text shows nothing. */
export function say(hooks: ClientHooks, config: AxiosRequestConfig, kind: NoticeKind, text: string): void {
  if (text && !config.silent) hooks.notify(kind, text);
}
