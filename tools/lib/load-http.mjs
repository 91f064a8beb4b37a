// One simulated visitor's side of HTTP for `pnpm bench:load`: what a browser sends (its address through the proxy,
// user agent, languages, compression, the revalidation of what it already has) and how the answer is judged.
//
// Requests go through Node's fetch, which is undici, with its keep-alive pool shared by all visitors: what a server
// behind a reverse proxy sees (a few upstream connections carrying many visitors, each named by X-Forwarded-For).
// The time of a request runs from sending it to the last byte of its body.

import { setTimeout as sleep } from 'node:timers/promises';

/** Reads of the outbox before a code counts as lost: 20 × 250 ms. */
const CODE_READS = 20;

/** Every kind of request, in the order the report lists them; `content`: a public read counted by the p99 goal. */
export const KINDS = [
  ['page HTML', true],
  ['article list', true],
  ['article detail', true],
  ['FAQ list', true],
  ['FAQ detail', true],
  ['comments', true],
  ['display: prizes', true],
  ['display: timeline', true],
  ['display: topics', true],
  ['display: judges', true],
  ['display: finalists', true],
  ['display: winners', true],
  ['display: results', true],
  ['display: partners', true],
  ['display: gallery', true],
  ['live config', true],
  ['season', true],
  ['registry.json', true],
  ['login', false],
  ['personal: user info', false],
  ['personal: registration', false],
  ['personal: works', false],
  ['personal: match center', false],
  ['logout', false],
  ['vote: send code', false],
  ['vote: read code (outbox)', false],
  ['vote: verify', false],
].map(([kind, content]) => ({ kind, content }));

/** The client's UI languages (the `portal-lang` cookie) and what it sends the API (shared/src/i18n/languages.ts). */
export const LANGUAGES = {
  zhComplex: { api: 'zh-hk', browser: 'zh-HK,zh;q=0.9,en;q=0.8' },
  zhSimple: { api: 'zh-cn', browser: 'zh-CN,zh;q=0.9,en;q=0.8' },
  en: { api: 'en-us', browser: 'en-GB,en;q=0.9' },
};

export const USER_AGENTS = {
  pc: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  mobile: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

// Chrome over HTTPS (the proxy's side); the server picks br or gzip.
const ACCEPT_ENCODING = 'gzip, deflate, br';
const ACCEPT_HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const ACCEPT_JSON = 'application/json, text/plain, */*';

export class VisitorHttp {
  /** ETag and body per URL: a browser revalidates a `no-cache` answer it has and reuses the body on 304. */
  #cache = new Map();

  /**
   * @param {{ base: string, ip: string, device: 'pc' | 'mobile', language: keyof typeof LANGUAGES, stats: import('./load-stats.mjs').LoadStats, timeoutMs: number }} options
   */
  constructor({ base, ip, device, language, stats, timeoutMs }) {
    this.base = base;
    this.ip = ip;
    this.device = device;
    this.language = language;
    this.stats = stats;
    this.timeoutMs = timeoutMs;
  }

  #headers(extra) {
    return { 'x-forwarded-for': this.ip, 'user-agent': USER_AGENTS[this.device], 'accept-encoding': ACCEPT_ENCODING, ...extra };
  }

  /** Sends one request and records it; `judge(response, text)` says what is wrong with the answer, or null. */
  async #send(kind, path, init, judge) {
    const sentAt = performance.now();
    let outcome;
    try {
      const response = await fetch(this.base + path, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
      const text = await response.text();
      outcome = judge(response, text);
    } catch (error) {
      const cause = error?.name === 'TimeoutError' ? `no answer in ${this.timeoutMs} ms` : (error?.cause?.code ?? error?.message ?? String(error));
      outcome = { error: `network: ${cause}` };
    }
    const ms = performance.now() - sentAt;
    this.stats.record(kind, { sentAt, ms, error: outcome.error ?? null, expected: outcome.expected ?? false, notModified: outcome.notModified ?? false });
    return outcome;
  }

  /** GET of a page's HTML, as a navigation: the language cookie, the browser's languages, text/html. */
  page(path) {
    const headers = this.#headers({ accept: ACCEPT_HTML, 'accept-language': LANGUAGES[this.language].browser, cookie: `portal-lang=${this.language}` });
    return this.#send('page HTML', path, { headers }, (response, text) => {
      if (response.status !== 200) return { error: `HTTP ${response.status}` };
      if (!response.headers.get('content-type')?.startsWith('text/html') || !text.includes('<html')) return { error: 'not an HTML page' };
      return { ok: true };
    });
  }

  /** GET of a file the shell reads as it is (not an envelope): /registry.json, /config/live.json. */
  file(kind, path, isValid) {
    return this.#revalidated(kind, path, { accept: ACCEPT_JSON }, (body, status) =>
      status === 200 && isValid(body) ? null : `HTTP ${status}, ${isValid(body) ? '' : 'not the expected document'}`,
    );
  }

  /**
   * A call of the API in the envelope, as the client makes it. `expect`: answers other than success the visitor
   * means to get, as [{ status, msg }]; any other failure is an error. `check(data)`: what is wrong with a success's
   * data, or null. Resolves to { ok, expected, body }.
   * @param {string} kind
   * @param {string} path
   * @param {{ method?: string, body?: unknown, token?: string | null, expect?: { status: number, msg: string }[], check?: (data: any) => unknown }} [options]
   */
  api(kind, path, { method = 'GET', body, token, expect = [], check = () => null } = {}) {
    const extra = { accept: ACCEPT_JSON, 'accept-language': LANGUAGES[this.language].api, ...(token ? { token } : {}) };
    const judgeEnvelope = (envelope, status) => {
      if (envelope?.code === 1 && status < 400) return check(envelope.data);
      if (expect.some((answer) => answer.status === status && answer.msg === envelope?.msg)) return { expected: true };
      return `HTTP ${status} code ${envelope?.code} ${JSON.stringify(envelope?.msg ?? '')}`;
    };
    if (method === 'GET' && !token) return this.#revalidated(kind, path, extra, judgeEnvelope);
    const init = { method, headers: this.#headers({ ...extra, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }) };
    if (body !== undefined) init.body = JSON.stringify(body);
    return this.#send(kind, path, init, (response, text) => judged(judgeEnvelope, parse(text), response.status));
  }

  /**
   * The newest six-digit code mailed or texted to `contact`, read from the development outbox as a phone shows it:
   * the queue delivers it a moment after the request (docs/adr/0041), so the outbox is read again every 250 ms, at
   * most CODE_READS times, until it arrives; only the last read counts as an error when the code never came.
   * @param {string} kind
   * @param {string} contact
   * @returns {Promise<string | null>}
   */
  async code(kind, contact) {
    const path = `/api/dev/outbox?${contact.includes('@') ? 'email' : 'to'}=${encodeURIComponent(contact)}`;
    /** @param {any} mails */
    const codeIn = (mails) => /\b(\d{6})\b/.exec(mails?.[0]?.text ?? '')?.[1] ?? null;
    for (let read = 1; ; read += 1) {
      const last = read === CODE_READS;
      const answer = await this.api(kind, path, last ? { check: (mails) => (codeIn(mails) ? null : 'no code in the outbox') } : {});
      const code = answer.ok ? codeIn(answer.body?.data) : null;
      if (code || last) return code;
      await sleep(250);
    }
  }

  /** A public GET that may be answered 304 for what this visitor already has. */
  #revalidated(kind, path, extra, judge) {
    const cached = this.#cache.get(path);
    const headers = this.#headers({ ...extra, ...(cached ? { 'if-none-match': cached.etag } : {}) });
    return this.#send(kind, path, { headers }, (response, text) => {
      if (response.status === 304 && cached) return { ...judged(judge, cached.body, 200), notModified: true };
      const body = parse(text);
      const etag = response.headers.get('etag');
      if (response.status === 200 && etag) this.#cache.set(path, { etag, body });
      return judged(judge, body, response.status);
    });
  }
}

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function judged(judge, body, status) {
  if (body === undefined) return { error: `HTTP ${status}, not JSON` };
  const verdict = judge(body, status);
  if (verdict === null) return { ok: true, body };
  if (typeof verdict === 'object') return { ok: false, expected: true, body };
  return { error: verdict };
}
