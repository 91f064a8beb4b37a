import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

// Real HTTP to the server on 127.0.0.1, bytes as generated: node:http sends the path and body as they are (no URL
// normalization, unlike fetch, which would resolve `..` and re-encode), and a raw socket sends what node:http
// refuses to (spaces, control characters and UTF-8 in the request line, malformed framing).

export interface WireRequest {
  method: string;
  /** The request target as sent: path and query, not normalized. */
  target: string;
  headers: [string, string][];
  body: Buffer | undefined;
  /** Through a raw socket: the request line and headers as UTF-8 bytes, whatever they hold. */
  raw: boolean;
  /** The request line's version (raw only). */
  version: 'HTTP/1.1' | 'HTTP/1.0';
}

export interface WireAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body, decoded from its Content-Encoding. */
  body: Buffer;
}

/** Every request has this long to be answered: the loop stops by itself even if the server hangs. */
export const ANSWER_TIMEOUT_MS = 15_000;

// A connection per request: on a kept-alive one, an answer the server wrote after a broken request (or bytes of a
// body it never read) would be taken for the next request's answer, blaming the wrong request.
const agent = new Agent({ keepAlive: false, maxSockets: 1 });

export function closeConnections(): void {
  agent.destroy();
}

/** The answer, or a description of why there was none. */
export async function send(port: number, request: WireRequest): Promise<WireAnswer | string> {
  try {
    const answer = request.raw ? await sendRaw(port, request) : await sendHttp(port, request);
    return { ...answer, body: decoded(answer.headers['content-encoding'], answer.body) };
  } catch (error) {
    return `no answer: ${(error as Error).message}`;
  }
}

function decoded(encoding: string | string[] | undefined, body: Buffer): Buffer {
  if (body.length === 0) return body;
  switch (String(encoding ?? '').trim().toLowerCase()) {
    case 'br':
      return brotliDecompressSync(body);
    case 'gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      return body;
  }
}

function sendHttp(port: number, request: WireRequest): Promise<WireAnswer> {
  const headers = groupHeaders(request.headers);
  // node:http frames a GET's or HEAD's body by nothing at all unless told its length: the server would read the
  // body as the next request.
  if (request.body && !headers.has('content-length')) headers.set('content-length', String(request.body.length));
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      agent,
      method: request.method,
      path: request.target,
      headers: Object.fromEntries(headers),
    });
    req.setTimeout(ANSWER_TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.end(request.body);
  });
}

/** Repeated names become one list, as node:http sends them (one line each). */
function groupHeaders(headers: [string, string][]): Map<string, string | string[]> {
  const grouped = new Map<string, string | string[]>();
  for (const [mixed, value] of headers) {
    const name = mixed.toLowerCase();
    const previous = grouped.get(name);
    grouped.set(name, previous === undefined ? value : [...[previous].flat(), value]);
  }
  return grouped;
}

/** One request on its own connection, closed by the server after the answer; only the first answer counts. */
function sendRaw(port: number, request: WireRequest): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)), ANSWER_TIMEOUT_MS);
    const finish = () => {
      clearTimeout(timer);
      const answer = parseAnswer(Buffer.concat(chunks), request.method);
      if (answer) resolve(answer);
      else reject(new Error(`no HTTP answer in ${Buffer.concat(chunks).length} bytes`));
    };
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', finish);
    // A reset after the answer arrived (the server closing on a refused body) still leaves the answer to read.
    socket.on('error', (error) => {
      clearTimeout(timer);
      const answer = parseAnswer(Buffer.concat(chunks), request.method);
      if (answer) resolve(answer);
      else reject(error);
    });
    socket.on('connect', () => {
      const head = [`${request.method} ${request.target} ${request.version}`, 'Host: 127.0.0.1', 'Connection: close', ...request.headers.map(([name, value]) => `${name}: ${value}`)];
      const hasLength = request.headers.some(([name]) => /^(content-length|transfer-encoding)$/i.test(name));
      if (request.body && !hasLength) head.push(`Content-Length: ${request.body.length}`);
      // Not end(): a client that half-closes gets no answer from Node's server (it drops the request at the FIN).
      socket.write(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'utf8'), request.body ?? Buffer.alloc(0)]));
    });
  });
}

/**
 * The first HTTP/1.1 answer in the bytes: status line, headers, then a body by Content-Length, chunks, or to the end.
 * An answer to HEAD has no body; whatever follows its head is returned as one, so the check can tell.
 */
export function parseAnswer(bytes: Buffer, method: string): WireAnswer | undefined {
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const [statusLine = '', ...lines] = bytes.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
  if (!status) return undefined;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = bytes.subarray(headEnd + 4);
  if (method === 'HEAD') return { status: Number(status), headers, body };
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = unchunk(body);
  else if (headers['content-length'] !== undefined) body = body.subarray(0, Number(headers['content-length']));
  return { status: Number(status), headers, body };
}

function unchunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < bytes.length) {
    const lineEnd = bytes.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
