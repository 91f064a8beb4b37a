import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import type { Envelope } from '@portal/contracts/common';

// Real HTTP to an app listening on 127.0.0.1. node:http sends the request path byte for byte: fetch (and app.inject)
// would resolve `..`, `%2e%2e` and backslashes before the server ever saw them, which is the very thing tried here.

export interface RawRequest {
  method: string;
  /** Sent as written: no normalization, no encoding. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

// One pool for the whole file: thousands of short requests on a few sockets. A server that answers with
// `connection: close` simply gets a new socket.
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

export function send(port: number, req: RawRequest): Promise<RawAnswer> {
  const body = req.body === undefined ? undefined : Buffer.from(req.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.path,
        agent,
        headers: { 'accept-language': 'en-us', ...req.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The pool's idle sockets, closed so that the apps can close at once. */
export function closeConnections(): void {
  agent.destroy();
}

/** The answer's JSON envelope, or undefined when the body is not one. */
export function envelopeOf(answer: RawAnswer): Envelope | undefined {
  try {
    const parsed = JSON.parse(answer.body.toString('utf8')) as Partial<Envelope> | null;
    if (parsed && typeof parsed.code === 'number' && typeof parsed.msg === 'string' && 'data' in parsed) return parsed as Envelope;
  } catch {
    // not JSON
  }
  return undefined;
}

/** A JSON call that must succeed (envelope code 1): the world is built with these. */
export async function call<T>(port: number, method: string, path: string, options: { token?: string; json?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = options.token ? { token: options.token } : {};
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const answer = await send(port, { method, path, headers, ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}) });
  const envelope = envelopeOf(answer);
  if (answer.status !== 200 || envelope?.code !== 1) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`);
  return envelope.data as T;
}
