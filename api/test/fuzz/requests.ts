import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { BodyKind, EndpointRule, ParamKind } from './endpoints.js';
import { queryOf, valueOf, type Hints, type JsonSchema } from './from-schema.js';
import type { Caller, Facts } from './protocol.js';
import {
  Huge,
  JObject,
  REFLECTION_MARK,
  RawJson,
  deepNesting,
  forwardedFor,
  headerSafe,
  hostileJson,
  hostileString,
  hostileText,
  hugeString,
  jsonText,
  pathTricks,
  pathVariants,
  percentEncode,
  plainText,
  type JValue,
} from './hostile.js';
import type { WireRequest } from './http.js';

// One generated request: who sends it, at which season instant, to which path, with which query, headers and body.
// Inputs stay structured (and small when printed) until `toWire` writes their bytes.

export interface Body {
  contentType: string | undefined;
  /** How the bytes are encoded (Content-Encoding); `gzip-garbage` claims gzip for bytes that are not. */
  encoding?: 'gzip' | 'gzip-garbage' | 'br' | 'x-unknown';
  content: JValue | Bytes | Multipart;
  /** JSON values are written as JSON unless this says how to break them. */
  breakage?: Breakage;
}

/** Bytes as generated (printed as their count and first bytes). */
export class Bytes {
  constructor(readonly bytes: Uint8Array) {}

  [fc.toStringMethod](): string {
    return `Bytes(${this.bytes.length}: ${Buffer.from(this.bytes.subarray(0, 16)).toString('hex')}…)`;
  }
}

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  content: string | Huge | Bytes;
}

export interface Multipart {
  parts: Part[];
  /** `ok`, or a way to get the framing wrong. */
  framing: 'ok' | 'no-closing-boundary' | 'truncated' | 'no-boundary-parameter' | 'wrong-boundary';
}

export type Breakage = 'truncate' | 'append-garbage' | 'single-quotes' | 'trailing-comma' | 'comment' | 'bom' | 'invalid-utf8' | 'nul';

export interface FuzzInput {
  caller: Caller;
  /** Index into CLOCKS. */
  clock: number;
  /** The request target's path: the route's URL, its parameter filled, maybe rewritten by a path variant. */
  path: { url: string; param: string | Huge | undefined; variant: number | undefined };
  /** Query fields and how they are written. */
  query: { fields: (readonly [string, JValue])[]; style: QueryStyle };
  headers: Header[];
  body: Body | undefined;
  /** Send through a raw socket (also chosen when the bytes need it). */
  raw: boolean;
  /**
   * Extra request-line or framing mischief, raw socket only. Not among them: a body longer than its Content-Length.
   * Its rest is a second, pipelined request, and the answer read (the first or the second's 400) cannot be tied to
   * what the server did with the first, so "a refused request changed nothing" could not be judged.
   */
  framing: 'ok' | 'te-and-cl' | 'http10' | 'absolute-target';
}

export type QueryStyle = 'encoded' | 'plus' | 'repeated' | 'brackets' | 'nested' | 'unencoded' | 'broken';

/** Well-formed ids that name nothing: fixed, so that a seed replays the same requests. */
const UNKNOWN_TUS_ID = '0123456789abcdef0123456789abcdef';
const UNKNOWN_FILE = 'AAAAAAAAAAAAAAAAAAAAAA.mp4';

export function hintsFor(facts: Facts): Hints {
  const email = fc.oneof(fc.constantFrom(...facts.emails), fc.emailAddress());
  const password = fc.constantFrom('correct horse battery', 'short', 'a'.repeat(64), 'пароль-沙漠-123');
  const sixDigits = fc.stringMatching(/^\d{6}$/);
  const image = fc.constantFrom(`/uploads/${facts.ownerFile}`, '/media/judges/placeholder.svg', '/uploads/x.png', 'https://evil.example/x.png', '/media/../canary.txt');
  return {
    email,
    account: email,
    to: email,
    contact: fc.oneof(email, fc.constantFrom('+852 9123 4567', '91234567', '+86 138 0013 8000', '+1 202 555 0143', '123', '+852 0000 0000')),
    code: sixDigits,
    password,
    confirmPassword: password,
    oldPassword: password,
    articleId: fc.constantFrom(...facts.articleIds),
    article_id: fc.constantFrom(...facts.articleIds),
    workId: fc.constantFrom(...facts.finalistIds),
    id: fc.constantFrom(facts.ownerWorkId, ...facts.articleIds),
    upload: fc.constantFrom(facts.ownerUploadTusId, ...facts.tusIds, UNKNOWN_TUS_ID),
    step: fc.constantFrom('videoSubmission', 'preliminarySubmission', 'finalProposal', 'slides', 'registration'),
    topic: fc.constantFrom(...facts.topics),
    avatar: image,
    idCardFront: image,
    idCardBack: image,
    birthDate: fc.constantFrom('2007-05-20', '1900-01-01', '2030-02-30', '20070520'),
    remote: fc.constantFrom(facts.remote.name, 'mf-voting', 'mf-nothing'),
    version: fc.constantFrom(facts.remote.version, '9.9.9', '1.0.0-rc.1'),
    teamName: fc.constantFrom('Dune Team', '  ', '沙漠隊'),
  };
}

const callers = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Caller>('owner') },
  { weight: 4, arbitrary: fc.constant<Caller>('anonymous') },
  { weight: 2, arbitrary: fc.constantFrom<Caller>('other', 'newcomer') },
  { weight: 1, arbitrary: fc.constantFrom<Caller>('revoked', 'forged', 'hostile') },
);

/** Header values: hostile strings as their UTF-8 bytes; a huge one as 20 kB, past Node's 16 kB header limit. */
const headerText: fc.Arbitrary<string | Huge> = fc.oneof(
  fc.constantFrom('', '*', 'null'),
  hostileString.map((text) => (text instanceof Huge ? new Huge('x', 20_000) : headerSafe(text))),
);
export type Header = [string, string | Huge];

/** `arbitrary` in the given share of cases (0.25: one request in four), else undefined. */
export function sometimes<T>(arbitrary: fc.Arbitrary<T>, share: number): fc.Arbitrary<T | undefined> {
  const present = Math.round(share * 100);
  return fc.oneof({ weight: 100 - present, arbitrary: fc.constant(undefined) }, { weight: present, arbitrary });
}

const optionalHeader = (name: string, values: fc.Arbitrary<string | Huge>, share: number) => sometimes(values.map((value): Header => [name, value]), share);

const extraHeaders = fc.oneof(
  { weight: 10, arbitrary: fc.constant<Header[]>([]) },
  {
    weight: 1,
    arbitrary: fc.array(
      fc.tuple(fc.constantFrom('x-http-method-override', 'content-encoding', 'expect', 'origin', 'cookie', 'x-real-ip', 'forwarded', 'if-modified-since', 'host', 'x-forwarded-proto'), headerText),
      { maxLength: 2 },
    ),
  },
);

const commonHeaders = (rule: EndpointRule): fc.Arbitrary<Header[]> =>
  fc.tuple(
    fc.tuple(
      forwardedFor.map((value): Header => ['x-forwarded-for', value]),
      optionalHeader('accept-language', fc.oneof(fc.constantFrom('zh-hk', 'zh-cn', 'en-us', 'en', 'zh-TW', 'fr;q=0.1, en;q=0.9', 'en;q=NaN', 'en;q=0'), headerText), 0.75),
      optionalHeader('accept-encoding', fc.constantFrom('gzip', 'br', 'deflate', 'gzip, br', 'identity', '*;q=0', 'x-unknown', 'br;q=0, gzip;q=2'), 0.5),
      optionalHeader('accept', fc.constantFrom('text/html', 'application/json', '*/*', 'text/html;q=0', ''), 0.33),
      optionalHeader('user-agent', fc.oneof(fc.constantFrom('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'Mozilla/5.0 (X11; Linux x86_64)'), headerText), 0.33),
      optionalHeader('if-none-match', fc.constantFrom('*', 'W/"x"', '"a", *', '""'), 0.12),
      // Believed from 127.0.0.1 (TRUST_PROXY): the host pages and the sitemap write their own URLs with.
      optionalHeader('x-forwarded-host', fc.oneof(fc.constantFrom('evil.example', 'a b', '[::1', 'localhost:99999', `x"${REFLECTION_MARK}`), headerText), 0.05),
      optionalHeader(
        'range',
        fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=1-0', 'bytes=99999999999-', 'bytes=0-1,2-3,4-5,6-7', 'bytes=abc', 'items=0-1'),
        rule.shape === 'static' || rule.shape === 'private-file' ? 0.33 : 0.05,
      ),
    ),
    extraHeaders,
  ).map(([known, extra]) => [...known.filter((header) => header !== undefined), ...extra]);

/** A fresh-looking path segment: what a route parameter or wildcard is filled with. */
function paramValue(kind: ParamKind, facts: Facts): fc.Arbitrary<string | Huge> {
  const tricks = fc.constantFrom(...pathTricks);
  const encoded = hostileString.map((text) => (text instanceof Huge ? new Huge('x', 3000) : percentEncode(text)));
  const known: Record<ParamKind, fc.Arbitrary<string>> = {
    'upload-file': fc.constantFrom(facts.ownerFile, `${facts.ownerFile.split('.')[0]}.png`, UNKNOWN_FILE, 'x.png', '.mp4'),
    'media-file': fc.constantFrom(...facts.mediaFiles, 'judges/', 'posters'),
    'remote-file': fc.constantFrom(
      `${facts.remote.name}/${facts.remote.version}/remoteEntry.js`,
      `${facts.remote.name}/${facts.remote.version}/mf-manifest.json`,
      `${facts.remote.name}/`,
      '',
    ),
    'shell-file': fc.constantFrom('', 'index.html', 'main.3f9a1c2b.js', 'pc/home', 'mobile/home', 'pc/latestNews', 'favicon.ico', 'api', 'API/health'),
    'tus-id': fc.constantFrom(...facts.tusIds, UNKNOWN_TUS_ID, 'A'.repeat(32), ''),
  };
  return fc.oneof({ weight: 5, arbitrary: known[kind] }, { weight: 3, arbitrary: tricks }, { weight: 1, arbitrary: encoded });
}

function pathOf(url: string, rule: EndpointRule, facts: Facts): fc.Arbitrary<FuzzInput['path']> {
  return fc.record({
    url: fc.constant(url),
    param: rule.param ? paramValue(rule.param, facts) : fc.constant(undefined),
    variant: sometimes(fc.nat(pathVariants.length - 1), 0.1),
  });
}

function pathText({ url, param, variant }: FuzzInput['path']): string {
  const filled = param === undefined ? url : url.replace(/(:name|\*)$/, () => String(param));
  return variant === undefined ? filled : (pathVariants[variant]?.(filled) ?? filled);
}

const jsonTypes = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'application/json;',
      'application/jsonx',
      'application/vnd.api+json',
      'text/json',
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'application/offset+octet-stream',
      'application/csp-report',
      '*/*',
      '',
      'application/json, text/plain',
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const breakages = fc.constantFrom<Breakage>('truncate', 'append-garbage', 'single-quotes', 'trailing-comma', 'comment', 'bom', 'invalid-utf8', 'nul');
const encodings = sometimes(fc.constantFrom<NonNullable<Body['encoding']>>('gzip', 'gzip-garbage', 'br', 'x-unknown'), 0.07);
const someBytes = fc.uint8Array({ maxLength: 64 }).map((bytes) => new Bytes(bytes));

/** Bodies any route may be sent: hostile JSON, broken JSON, other types, nothing, a megabyte. */
const genericBody: fc.Arbitrary<Body> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ contentType: jsonTypes, content: hostileJson, encoding: encodings }) },
  { weight: 2, arbitrary: fc.record({ contentType: jsonTypes, content: hostileJson, breakage: breakages }) },
  { weight: 1, arbitrary: fc.record({ contentType: jsonTypes, content: deepNesting }) },
  { weight: 1, arbitrary: fc.record({ contentType: jsonTypes, content: fc.constantFrom<JValue>('', new RawJson('')) }) },
  { weight: 1, arbitrary: fc.record({ contentType: jsonTypes, content: fc.oneof(hugeString, hugeString.map((huge) => new JObject([['content', huge]]))) }) },
  { weight: 1, arbitrary: fc.record({ contentType: jsonTypes, content: someBytes }) },
);

function schemaBody(schema: JsonSchema | undefined, hints: Hints, contentTypes: fc.Arbitrary<string | undefined>): fc.Arbitrary<Body> {
  if (!schema) return genericBody;
  const valid = valueOf(schema, { hints, validWeight: 6 });
  return fc.oneof(
    { weight: 8, arbitrary: fc.record({ contentType: contentTypes, content: valid, encoding: encodings }) },
    { weight: 2, arbitrary: fc.record({ contentType: contentTypes, content: valid, breakage: breakages }) },
    { weight: 3, arbitrary: genericBody },
  );
}

const part = (facts: Facts): fc.Arbitrary<Part> =>
  fc.oneof(
    {
      weight: 2,
      arbitrary: fc.record({
        name: fc.constantFrom('type', 'type', 'file', '__proto__', ''),
        content: fc.oneof(fc.constantFrom('1', '2', '3', '0', '4', '-1', '1e309', '', ' 1'), hostileString),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        name: fc.constantFrom('file', 'file', 'type', 'files[]'),
        filename: fc.oneof(fc.constantFrom('card.png', 'film.mp4', 'doc.pdf', '../../canary.txt', 'a/b/c.png', 'C:\\x\\y.png', '.png', '', facts.ownerFile), hostileText),
        contentType: fc.constantFrom('image/png', 'image/jpeg', 'video/mp4', 'application/pdf', 'text/html', 'application/octet-stream', 'image/svg+xml'),
        content: fc.oneof(
          { weight: 10, arbitrary: fc.constantFrom(PNG, SVG, new Bytes(new Uint8Array(0))) },
          { weight: 10, arbitrary: someBytes },
          // Past the image limit (5 MB); rare, it is the slowest request there is.
          { weight: 1, arbitrary: fc.constant(new Huge('\u00ff', 6 * 1024 * 1024)) },
        ),
      }),
    },
  );

/** A 1×1 PNG: the upload route checks the magic bytes. */
const PNG = new Bytes(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));
const SVG = new Bytes(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));

function multipartBody(facts: Facts): fc.Arbitrary<Body> {
  const form = fc.record({
    contentType: fc.constant(undefined),
    content: fc.record({
      parts: fc.oneof(
        { weight: 3, arbitrary: fc.tuple(part(facts), part(facts)).map((parts) => [{ name: 'type', content: '1' }, ...parts]) },
        { weight: 2, arbitrary: fc.array(part(facts), { maxLength: 12 }) },
      ),
      framing: fc.oneof(
        { weight: 6, arbitrary: fc.constant<Multipart['framing']>('ok') },
        { weight: 1, arbitrary: fc.constantFrom<Multipart['framing']>('no-closing-boundary', 'truncated', 'no-boundary-parameter', 'wrong-boundary') },
      ),
    }),
  });
  return fc.oneof({ weight: 4, arbitrary: form }, { weight: 1, arbitrary: genericBody });
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

function tusHeaders(): fc.Arbitrary<Header[]> {
  const metadataValue = (name: string, values: fc.Arbitrary<string>) => sometimes(values.map((value) => `${name} ${base64(value)}`), 0.85);
  const metadata = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          metadataValue('filename', fc.oneof(fc.constantFrom('film.mp4', 'doc.pdf', 'slides.pptx', '../../canary.txt', ''), hostileText)),
          metadataValue('filetype', fc.constantFrom('video/mp4', 'application/pdf', '', 'text/html')),
          metadataValue('step', fc.oneof(fc.constantFrom('videoSubmission', 'preliminarySubmission', 'slides'), hostileText)),
          metadataValue('owner', fc.constantFrom('1', '2', '999')),
        )
        .map((pairs) => pairs.filter((pair) => pair !== undefined).join(',')),
    },
    { weight: 1, arbitrary: fc.constantFrom('filename', 'filename !!!', 'a b c d', ',,,', `filename ${'A'.repeat(300)}`, '__proto__ eA==') },
  );
  const number = fc.oneof(fc.constantFrom('0', '1', '2048', '-1', '2147483648', '2147483649', '9007199254740993', '1e309', 'abc', ''), fc.nat().map(String));
  return fc
    .tuple(
      optionalHeader('tus-resumable', fc.oneof({ weight: 8, arbitrary: fc.constant('1.0.0') }, { weight: 1, arbitrary: fc.constantFrom('0.2.2', '2.0.0', '') }), 0.9),
      optionalHeader('upload-length', number, 0.67),
      optionalHeader('upload-offset', number, 0.67),
      optionalHeader('upload-metadata', metadata, 0.67),
      optionalHeader('upload-defer-length', fc.constantFrom('1', '0', 'yes'), 0.08),
      optionalHeader('upload-concat', fc.constantFrom('partial', 'final;/api/tus/a /api/tus/b'), 0.05),
      optionalHeader('x-http-method-override', fc.constantFrom('PATCH', 'DELETE', 'HEAD', 'GET', 'POST', 'BOGUS'), 0.08),
      optionalHeader('upload-checksum', fc.constantFrom('sha1 Kq5sNclPz7QV2+lfQIuc6R7oRu0=', 'md5 x', 'bogus'), 0.05),
    )
    .map((headers) => headers.filter((header) => header !== undefined));
}

function tusBody(): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined as unknown as Body) },
    {
      weight: 4,
      arbitrary: fc.record({
        contentType: fc.constantFrom<string | undefined>('application/offset+octet-stream', 'application/offset+octet-stream', 'application/json', undefined),
        content: fc.oneof(someBytes, fc.constantFrom(new Bytes(new Uint8Array(2048)))),
      }),
    },
    { weight: 1, arbitrary: genericBody },
  );
}

function bodyOf(kind: BodyKind, method: string, schema: JsonSchema | undefined, hints: Hints, facts: Facts): fc.Arbitrary<Body | undefined> {
  const none = fc.constant(undefined);
  switch (kind) {
    case 'json':
      return schemaBody(schema, hints, jsonTypes);
    case 'beacon':
      return schemaBody(schema, hints, fc.constantFrom('application/json', 'text/plain;charset=UTF-8', 'text/plain', undefined));
    case 'csp-report':
      return schemaBody(schema, hints, fc.constantFrom('application/csp-report', 'application/reports+json', 'application/json', 'text/plain'));
    case 'multipart':
      return multipartBody(facts);
    case 'tus':
      return method === 'PATCH' || method === 'POST' ? tusBody() : fc.oneof({ weight: 6, arbitrary: none }, { weight: 1, arbitrary: genericBody });
    default:
      // A GET or HEAD now and then carries a body anyway.
      return fc.oneof({ weight: 12, arbitrary: none }, { weight: 1, arbitrary: genericBody });
  }
}

export interface RouteSchemas {
  querystring?: JsonSchema;
  body?: JsonSchema;
}

/** Every request the fuzzer may send to one route. */
export function requestsFor(method: string, url: string, rule: EndpointRule, schemas: RouteSchemas, facts: Facts, clocks: number): fc.Arbitrary<FuzzInput> {
  const hints = hintsFor(facts);
  const queryStyle = fc.oneof(
    { weight: 8, arbitrary: fc.constant<QueryStyle>('encoded') },
    { weight: 1, arbitrary: fc.constantFrom<QueryStyle>('plus', 'repeated', 'brackets', 'nested', 'unencoded', 'broken') },
  );
  const query = fc.record({
    fields: schemas.querystring ? queryOf(schemas.querystring, { hints, validWeight: 5 }) : fc.oneof({ weight: 6, arbitrary: fc.constant<(readonly [string, JValue])[]>([]) }, { weight: 1, arbitrary: queryOf(undefined, { hints, validWeight: 1 }) }),
    style: queryStyle,
  });
  const headers: fc.Arbitrary<Header[]> =
    rule.body === 'tus' ? fc.tuple(commonHeaders(rule), tusHeaders()).map(([common, own]) => [...common, ...own]) : commonHeaders(rule);
  return fc.record({
    caller: callers,
    clock: fc.nat(clocks - 1),
    path: pathOf(url, rule, facts),
    query,
    headers,
    body: bodyOf(rule.body, method, schemas.body, hints, facts),
    raw: fc.oneof({ weight: 15, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    framing: fc.oneof(
      { weight: 30, arbitrary: fc.constant<FuzzInput['framing']>('ok') },
      { weight: 1, arbitrary: fc.constantFrom<FuzzInput['framing']>('te-and-cl', 'http10', 'absolute-target') },
    ),
  });
}

function queryText({ fields, style }: FuzzInput['query']): string {
  const encode = (text: string) => {
    if (style === 'unencoded') return text.replace(/[&#=]/g, percentEncode);
    const encoded = percentEncode(text);
    return style === 'plus' ? encoded.replaceAll('%20', '+') : encoded;
  };
  const pairs = fields.flatMap(([key, value]) => {
    const text = encode(plainText(value));
    const name = encode(key);
    switch (style) {
      case 'repeated':
        return [`${name}=${text}`, `${name}=${text}`];
      case 'brackets':
        return [`${name}[]=${text}`];
      case 'nested':
        return [`${name}[a]=${text}`];
      default:
        return [`${name}=${text}`];
    }
  });
  if (style === 'broken') pairs.push('%', '&', '=', '%zz=1', 'a=%E0%A4');
  return pairs.join('&');
}

function multipartBytes({ parts, framing }: Multipart): { bytes: Buffer; contentType: string } {
  const boundary = '----fuzz-boundary-7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const item of parts) {
    const disposition = item.filename === undefined ? `form-data; name="${item.name}"` : `form-data; name="${item.name}"; filename="${item.filename}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${item.contentType ? `Content-Type: ${item.contentType}\r\n` : ''}\r\n`));
    chunks.push(item.content instanceof Bytes ? Buffer.from(item.content.bytes) : Buffer.from(String(item.content)));
    chunks.push(Buffer.from('\r\n'));
  }
  if (framing !== 'no-closing-boundary') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let bytes = Buffer.concat(chunks);
  if (framing === 'truncated') bytes = bytes.subarray(0, Math.floor(bytes.length / 2));
  const contentType =
    framing === 'no-boundary-parameter' ? 'multipart/form-data' : framing === 'wrong-boundary' ? 'multipart/form-data; boundary=other' : `multipart/form-data; boundary=${boundary}`;
  return { bytes, contentType };
}

function broken(text: string, breakage: Breakage): Buffer {
  switch (breakage) {
    case 'truncate':
      return Buffer.from(text.slice(0, Math.max(0, text.length - 1 - (text.length >> 1))));
    case 'append-garbage':
      return Buffer.from(`${text}}{"x":1`);
    case 'single-quotes':
      return Buffer.from(text.replaceAll('"', "'"));
    case 'trailing-comma':
      return Buffer.from(text.replace(/([}\]])$/, ',$1'));
    case 'comment':
      return Buffer.from(`/* c */${text}// c`);
    case 'bom':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    case 'invalid-utf8':
      // A broken two-byte sequence, a CESU-8 lone surrogate and a byte UTF-8 never uses, inside the text.
      return Buffer.concat([Buffer.from(text.slice(0, 2)), Buffer.from([0xc3, 0x28, 0xed, 0xa0, 0x80, 0xff]), Buffer.from(text.slice(2))]);
    case 'nul':
      return Buffer.from(`${text}\u0000`);
  }
}

function bodyBytes(body: Body): { bytes: Buffer; contentType: string | undefined } {
  const { content } = body;
  if (content instanceof Bytes) return { bytes: Buffer.from(content.bytes), contentType: body.contentType };
  if (content !== null && typeof content === 'object' && 'parts' in content && 'framing' in content) return multipartBytes(content);
  const text = jsonText(content as JValue);
  return { bytes: body.breakage ? broken(text, body.breakage) : Buffer.from(text), contentType: body.contentType };
}

function encoded(bytes: Buffer, encoding: Body['encoding']): Buffer {
  if (encoding === 'gzip') return gzipSync(bytes);
  if (encoding === 'gzip-garbage') return Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08, 0x00]), bytes]);
  return bytes;
}

/** Bytes node:http lets through in a request target. */
const httpTarget = /^[\u0021-\u00ff]*$/;
/** Bytes it lets through in a header value. */
// eslint-disable-next-line no-control-regex -- exactly what node:http refuses in a header value
const httpHeaderValue = /^[^\u0000-\u0008\u000a-\u001f\u007f\u0100-\uffff]*$/;

/** The request's bytes. `token` is the caller's current token. */
export function toWire(method: string, input: FuzzInput, token: string | undefined): WireRequest {
  const query = queryText(input.query);
  const path = pathText(input.path);
  let target = query === '' ? path : `${path}?${query}`;
  const headers: [string, string][] = input.headers.map(([name, value]) => [name, String(value)]);
  if (token !== undefined) headers.push(['token', token]);
  let body: Buffer | undefined;
  if (input.body) {
    const { bytes, contentType } = bodyBytes(input.body);
    body = encoded(bytes, input.body.encoding);
    if (contentType !== undefined) headers.push(['content-type', contentType]);
    if (input.body.encoding) headers.push(['content-encoding', input.body.encoding === 'gzip-garbage' ? 'gzip' : input.body.encoding]);
  }
  // HEAD through the raw socket too: an answer to a request Node could not parse has a body even for HEAD (the
  // method was never read), which node:http would take for the start of a broken next answer. And a header sent
  // twice: node:http joins or refuses them.
  const names = headers.map(([name]) => name.toLowerCase());
  const repeated = names.length !== new Set(names).size;
  let raw = input.raw || method === 'HEAD' || repeated || !httpTarget.test(target) || headers.some(([, value]) => !httpHeaderValue.test(value));
  let version: WireRequest['version'] = 'HTTP/1.1';
  if (input.framing !== 'ok') {
    raw = true;
    if (input.framing === 'absolute-target') target = `http://127.0.0.1${target}`;
    if (input.framing === 'http10') version = 'HTTP/1.0';
    if (input.framing === 'te-and-cl') headers.push(['Transfer-Encoding', 'chunked'], ['Content-Length', String(body?.length ?? 0)]);
  }
  return { method, target, headers, body, raw, version };
}
