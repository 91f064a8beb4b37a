import { createLayerB, type LayerBClient, type RequestOptions } from '@portal/shared/api';
import { STAFF_TOKEN_HEADER, type StaffStage } from './staff-auth-types';
import { refusalOf } from './refusal';
import type { StaffFile } from './staff-file';
import { keepStaffToken, staffToken } from './staff-token';

// The back office's client: Layer B's rules (envelope, the page's language in Accept-Language, duplicates, retries of
// reads, timeouts, the server's messages as toasts) on an axios instance of its own, which carries the staff token in
// `staff-token` and never the team's `token`; a staff refusal never ends the team's session (docs/adr/0030).
const client = createLayerB({ getToken: () => null, endSession: () => undefined });
client.axios.interceptors.request.use((config) => {
  const token = staffToken.get();
  if (token) config.headers.set(STAFF_TOKEN_HEADER, token);
  return config;
});

/** What the session does with a refusal; the back office's session sets them (features/session). */
export interface RefusalHandlers {
  /** 403 `{stage}`: the session is not ready; it goes to enrol or verify. */
  stage: (stage: StaffStage) => void;
  /** 403 `{stepUp: true}`: ask for the second factor again; true once proven (the action is retried once). */
  stepUp: () => Promise<boolean>;
}

const handlers: RefusalHandlers = { stage: () => undefined, stepUp: async () => false };

export function handleRefusals(next: Partial<RefusalHandlers>): () => void {
  const before = { ...handlers };
  Object.assign(handlers, next);
  return () => Object.assign(handlers, before);
}

async function call<T>(send: () => Promise<T>, retried = false): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const refusal = refusalOf(error);
    // A session that ended (expired, idle, revoked, member disabled) is forgotten: the pages go back to the sign-in.
    if (refusal?.kind === 'signIn') keepStaffToken(null);
    if (refusal?.kind === 'stage') handlers.stage(refusal.stage);
    if (refusal?.kind === 'stepUp' && !retried && (await handlers.stepUp())) return call(send, true);
    throw error;
  }
}

export function staffGet<T>(url: string, params?: object, options?: RequestOptions): Promise<T> {
  return call(() => client.get<T>(url, params, options));
}

export function staffPost<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return call(() => client.post<T>(url, body, options));
}

/** The request's whole config, for a call the helpers above do not cover. */
export type StaffRequestConfig = Parameters<LayerBClient['request']>[0];

/** Any other call (a PUT, an upload with its progress): the same envelope rules and the same refusals. */
export function staffRequest<T>(config: StaffRequestConfig): Promise<T> {
  return call(() => client.request<T>(config));
}

/**
 * A file the server answers as itself, not in the envelope (an export's CSV); its refusals are the same. Its reader
 * loads with the first file asked for, not with the sign-in.
 */
export function staffFile(config: StaffRequestConfig): Promise<StaffFile> {
  return call(async () => (await import('./staff-file')).fetchFile(client, config));
}

type TransportDefaults = Partial<Pick<LayerBClient['axios']['defaults'], 'adapter' | 'env'>>;

/**
 * Tests: jsdom's XHR sends a Node FormData as the text "[object FormData]", so tests that upload send through axios's
 * fetch adapter with Node's classes (as @portal/shared's upload tests do); in the browser the same code goes through
 * XHR. Returns the undo.
 */
export function configureStaffTransport(defaults: TransportDefaults): () => void {
  const previous = { adapter: client.axios.defaults.adapter, env: client.axios.defaults.env };
  Object.assign(client.axios.defaults, defaults);
  return () => {
    Object.assign(client.axios.defaults, previous);
  };
}

/** Points the client at another origin (tests' fixture server); returns the undo. */
export function configureStaffHost(host: string): () => void {
  const previous = client.axios.defaults.baseURL;
  client.axios.defaults.baseURL = `${host.replace(/\/+$/, '')}/api`;
  return () => {
    client.axios.defaults.baseURL = previous;
  };
}
