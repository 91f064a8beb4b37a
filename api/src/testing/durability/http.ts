import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { Envelope } from '@portal/contracts/common';

// A small HTTP client for the crash load, on node:http rather than fetch: it knows when a request's body has left
// (the kill can be aimed just after it), counts the requests in flight, and treats an answer as received only when
// its whole body has arrived and parsed — what "the server acknowledged" means here.

export interface Answer {
  status: number;
  body: Envelope | undefined;
  raw: Buffer;
}

export interface CallOptions {
  json?: unknown;
  multipart?: Multipart;
  headers?: Record<string, string>;
  /** Called once the whole request body has been handed to the socket. */
  onBodySent?: () => void;
}

export interface Multipart {
  fields: Record<string, string>;
  files: { name: string; filename: string; type: string; data: Buffer }[];
}

/** A server answer or a failure of the exchange (connection refused or reset by the kill, a timeout). */
export type Outcome = { ok: true; answer: Answer } | { ok: false; error: Error };

// Every request ends by itself: a server that stops answering without closing is a failure, not a hang.
const REQUEST_TIMEOUT_MS = 30_000;
// Bodies are written in pieces, each after a turn of the event loop, as a network would deliver them: a kill then
// lands in the middle of a streamed upload, not only before or after it.
const PIECE_BYTES = 64 * 1024;

function multipartBody(form: Multipart): { body: Buffer; type: string } {
  const boundary = `crash${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(form.fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of form.files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

export class HttpClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });
  /** Requests sent and not yet answered (or failed). */
  inFlight = 0;

  constructor(readonly base: string) {}

  call(method: string, path: string, options: CallOptions = {}): Promise<Outcome> {
    let body: Buffer | undefined;
    const headers: Record<string, string> = { 'accept-language': 'en', ...options.headers };
    if (options.json !== undefined) {
      body = Buffer.from(JSON.stringify(options.json));
      headers['content-type'] = 'application/json';
    } else if (options.multipart) {
      const built = multipartBody(options.multipart);
      body = built.body;
      headers['content-type'] = built.type;
    }
    if (body) headers['content-length'] = String(body.length);
    this.inFlight += 1;
    return new Promise<Outcome>((resolve) => {
      let settled = false;
      const settle = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        this.inFlight -= 1;
        resolve(outcome);
      };
      const req = request(new URL(path, this.base), { method, headers, agent: this.agent, timeout: REQUEST_TIMEOUT_MS }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => settle({ ok: false, error }));
        res.on('aborted', () => settle({ ok: false, error: new Error('answer cut off') }));
        res.on('end', () => {
          if (!res.complete) return settle({ ok: false, error: new Error('answer cut off') });
          const raw = Buffer.concat(chunks);
          let parsed: Envelope | undefined;
          if (/json/.test(res.headers['content-type'] ?? '')) {
            try {
              parsed = JSON.parse(raw.toString('utf8')) as Envelope;
            } catch {
              return settle({ ok: false, error: new Error('answer is not JSON') });
            }
          }
          settle({ ok: true, answer: { status: res.statusCode ?? 0, body: parsed, raw } });
        });
      });
      req.on('timeout', () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
      req.on('error', (error) => settle({ ok: false, error }));
      req.on('finish', () => options.onBodySent?.());
      void writeBody(req, body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

async function writeBody(req: ReturnType<typeof request>, body: Buffer | undefined): Promise<void> {
  if (!body || body.length <= PIECE_BYTES) {
    req.end(body);
    return;
  }
  for (let offset = 0; offset < body.length; offset += PIECE_BYTES) {
    if (req.destroyed) return;
    req.write(body.subarray(offset, offset + PIECE_BYTES));
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  req.end();
}

/** A 2xx answer with envelope code 1: the only answer counted as an acknowledged write. */
export function acknowledged(outcome: Outcome): Envelope | undefined {
  if (!outcome.ok) return undefined;
  const { status, body } = outcome.answer;
  return status >= 200 && status < 300 && body?.code === 1 ? body : undefined;
}
