import { languageFromHeader, translate } from '../../src/i18n/translate.js';
import { USER_MESSAGES } from '@portal/contracts/messages';
import { defaultLanguage, languages, messages, type Language, type MessageKey } from '../../src/i18n/messages.js';
import { repoRoot } from '../../src/paths.js';
import { parseRegistry } from '@portal/contracts/registry';
import { isLiveConfigFile } from '@portal/contracts/live-config';
import type { AnswerShape, EndpointRule } from './endpoints.js';
import { REFLECTION_MARK } from './hostile.js';
import type { WireAnswer, WireRequest } from './http.js';
import type { Envelope } from '@portal/contracts/common';

// Whether an answer is one the server may give: never 5xx, never a stack trace or a path of the machine, never a
// byte of a file outside the served folders, and the shape its route promises (endpoints.ts).

export type Problem = { kind: 'server-error' | 'bad-answer' | 'refused-changed'; detail: string };

const ENVELOPE_CODES = new Set([1, 0, -1, 2]);

/**
 * Every message the API may send (its own and the shared catalogue's), per language, as a pattern (`{field}` matches
 * anything): each key said through `translate` with no values, which leaves the marks.
 */
const messagePatterns = new Map<Language, RegExp[]>();
for (const key of [...Object.keys(messages), ...Object.keys(USER_MESSAGES)] as MessageKey[]) {
  for (const lang of languages) {
    const text = translate(key, lang);
    const pattern = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '[\\s\\S]*')}$`);
    messagePatterns.set(lang, [...(messagePatterns.get(lang) ?? []), pattern]);
  }
}

const header = (request: WireRequest, name: string) => request.headers.find(([key]) => key.toLowerCase() === name)?.[1];

/** The envelope in a JSON answer, or why it is not one. */
export function readEnvelope(answer: WireAnswer): Envelope | string {
  const type = String(answer.headers['content-type'] ?? '');
  if (!/^application\/json\b/i.test(type)) return `not JSON (Content-Type ${JSON.stringify(type)})`;
  let body: unknown;
  try {
    body = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return 'a body that does not parse as JSON';
  }
  const keys = body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body).sort().join(',') : '';
  if (keys !== 'code,data,msg,show') return `not the envelope: ${answer.body.toString('utf8').slice(0, 200)}`;
  const envelope = body as Envelope;
  if (!Number.isInteger(envelope.code) || !ENVELOPE_CODES.has(envelope.code)) return `envelope code ${String(envelope.code)}`;
  if (typeof envelope.msg !== 'string' || typeof envelope.show !== 'boolean') return 'envelope msg or show of the wrong type';
  return envelope;
}

/** A message the API says (messages.ts or the shared catalogue) in the caller's language (or the default one, for answers given before headers are read). */
function isLocalized(msg: string, request: WireRequest): boolean {
  const langs = [languageFromHeader(header(request, 'accept-language')), defaultLanguage];
  return langs.some((lang) => (messagePatterns.get(lang) ?? []).some((pattern) => pattern.test(msg)));
}

function envelopeProblem(answer: WireAnswer, request: WireRequest): string | undefined {
  const envelope = readEnvelope(answer);
  if (typeof envelope === 'string') return envelope;
  if (answer.status >= 400) {
    if (envelope.code === 1) return `status ${answer.status} with code 1`;
    if (envelope.data !== null && answer.status !== 429) return `a refusal with data ${JSON.stringify(envelope.data).slice(0, 100)}`;
  } else if (envelope.code !== 1 && envelope.code !== 2) {
    return `status ${answer.status} with code ${envelope.code}`;
  }
  if ((envelope.code !== 1 || envelope.msg !== '') && !isLocalized(envelope.msg, request)) return `a message that is not one the API says: ${JSON.stringify(envelope.msg.slice(0, 200))}`;
  return undefined;
}

/** An envelope refusal counts as refused even with status 200 (code ≠ 1). */
export function isRefused(answer: WireAnswer): boolean {
  if (answer.status >= 400) return true;
  if (answer.body.length === 0 || !/^application\/json\b/i.test(String(answer.headers['content-type'] ?? ''))) return false;
  const envelope = readEnvelope(answer);
  return typeof envelope !== 'string' && envelope.code !== 1;
}

function parsed(answer: WireAnswer): unknown {
  try {
    return JSON.parse(answer.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

const isHtml = (answer: WireAnswer) => /^text\/html\b/i.test(String(answer.headers['content-type'] ?? ''));

/** The route's own shape for answers that are not envelopes; undefined means "check the envelope". */
const ownShape: Record<AnswerShape, (answer: WireAnswer) => string | 'envelope' | undefined> = {
  envelope: () => 'envelope',
  registry: (answer) => (answer.status === 200 ? (parseRegistry(parsed(answer)) ? undefined : 'not a registry document') : 'envelope'),
  'live-config': (answer) => (answer.status === 200 ? (isLiveConfigFile(parsed(answer)) ? undefined : 'not {src, show, title}') : 'envelope'),
  script: (answer) => (answer.status === 200 ? (/javascript/.test(String(answer.headers['content-type'])) ? undefined : 'a script of another type') : 'envelope'),
  robots: (answer) => (answer.status === 200 ? (/^text\/plain\b/.test(String(answer.headers['content-type'])) ? undefined : 'robots.txt of another type') : 'envelope'),
  sitemap: (answer) => {
    if (answer.status !== 200) return 'envelope';
    const xml = /^application\/xml\b/.test(String(answer.headers['content-type'])) && answer.body.toString('utf8').includes('<urlset');
    return xml ? undefined : 'a sitemap that is not XML with a <urlset>';
  },
  'vote-log': (answer) => {
    if (answer.status !== 200) return 'envelope';
    if (!/^application\/x-ndjson/.test(String(answer.headers['content-type']))) return 'a vote log of another type';
    const lines = answer.body.toString('utf8').split('\n').filter(Boolean);
    return lines.every((line) => parsed({ ...answer, body: Buffer.from(line) }) !== undefined) ? undefined : 'a vote log line that is not JSON';
  },
  'private-file': (answer) => {
    if (answer.status !== 200) return 'envelope';
    const ok = String(answer.headers['content-disposition'] ?? '') !== '' && answer.headers['x-content-type-options'] === 'nosniff';
    return ok ? undefined : 'a private file without Content-Disposition and nosniff';
  },
  static: (answer) => {
    if (answer.status === 200 || answer.status === 206) return undefined;
    // The site's not-found page (every path outside /api/ that is no page).
    if (answer.status === 404 && isHtml(answer)) return /<html|<!doctype/i.test(answer.body.toString('utf8')) ? undefined : 'a 404 in HTML that is no page';
    if ([301, 302, 303, 307, 308].includes(answer.status)) return answer.headers.location ? undefined : 'a redirect without Location';
    // send's own answer to a range past the end: 416 with the file's size, no body.
    if (answer.status === 416 && answer.body.length === 0) return undefined;
    return 'envelope';
  },
  tus: (answer) => {
    if (answer.status < 400) return undefined;
    // tus's own protocol errors, written before any of our hooks run: plain text is their documented form.
    if (/^text\/plain\b/i.test(String(answer.headers['content-type'] ?? '')) && [400, 412].includes(answer.status)) return undefined;
    return 'envelope';
  },
};

/** Paths of this machine an answer must never show. */
function privatePaths(dataDir: string): string[] {
  return [repoRoot, dataDir];
}

const STACK = /\n\s+at [^\n]+:\d+:\d+|\bat (?:async )?[\w.<>]+ \([^)]*:\d+:\d+\)|node_modules[\\/]/;

export interface CheckContext {
  canary: string;
  dataDir: string;
}

/**
 * `shapes`: the route's, and for a request whose path was rewritten (requests.ts' path variants) also `static`: such a
 * path may land on any route, or on the shell's wildcard, whose shape admits files, pages and envelopes. An answer
 * passes when it has one of them.
 */
export function checkAnswer(rule: EndpointRule, shapes: readonly AnswerShape[], request: WireRequest, answer: WireAnswer | string, context: CheckContext): Problem[] {
  if (typeof answer === 'string') return [{ kind: 'bad-answer', detail: answer }];
  const problems: Problem[] = [];
  if (answer.status >= 500) problems.push({ kind: 'server-error', detail: `status ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}` });
  const text = answer.body.toString('utf8');
  if (STACK.test(text)) problems.push({ kind: 'bad-answer', detail: `a stack trace in the body: ${text.slice(0, 300)}` });
  if (text.includes(context.canary)) problems.push({ kind: 'bad-answer', detail: 'a file from outside the served folders (the canary)' });
  if (/\b(html|xml)\b/i.test(String(answer.headers['content-type'] ?? '')) && text.includes(REFLECTION_MARK)) {
    problems.push({ kind: 'bad-answer', detail: `markup of the request written unescaped into the ${String(answer.headers['content-type'])} answer` });
  }
  const path = privatePaths(context.dataDir).find((dir) => text.includes(dir));
  if (path) problems.push({ kind: 'bad-answer', detail: `a path of the machine in the body (${path})` });
  const bodiless = request.method === 'HEAD' || answer.status === 304 || (answer.status === 204 && (rule.noContent || shapes.some((shape) => shape === 'tus' || shape === 'static')));
  if (bodiless) {
    // A request Node could not parse is answered with the envelope before its method is known, HEAD or not.
    const unparsed = [400, 408, 431].includes(answer.status) && typeof readEnvelope(answer) !== 'string';
    if (answer.body.length > 0 && request.method === 'HEAD' && !unparsed) problems.push({ kind: 'bad-answer', detail: 'a body in the answer to HEAD' });
    if (answer.status === 304 && !header(request, 'if-none-match') && !header(request, 'if-modified-since')) {
      problems.push({ kind: 'bad-answer', detail: '304 to a request that was not conditional' });
    }
    return problems;
  }
  const failures = shapes.map((shape) => {
    if (shape === 'static' && answer.status === 200 && isHtml(answer) && !/<html|<!doctype/i.test(text)) return `${shape}: an HTML answer that is no page`;
    const own = ownShape[shape](answer);
    const problem = own === 'envelope' ? envelopeProblem(answer, request) : own;
    return problem && `${shape}: ${problem}`;
  });
  if (failures.every(Boolean)) problems.push({ kind: 'bad-answer', detail: failures.join('; ') });
  return problems;
}
