// A real HTTP server on 127.0.0.1 for tests that talk to "the API": the clients run unchanged (axios, XHR,
// headers, CORS) and the test decides every answer. jsdom's origin is http://localhost, so every call is
// cross-origin: the server answers CORS preflights itself and never records them.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Envelope } from '@portal/shared/contracts';

/** One request the server received (CORS preflights are answered but not recorded). */
export interface Hit {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Handler = (hit: Hit, res: ServerResponse) => void;

export interface FixtureServer {
  /** Origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  hits: Hit[];
  /** Answers the next requests with `handler`, from a clean slate (no hits, no held responses). */
  use: (handler: Handler) => void;
  /** Keeps a response open (a server that never answers) until release(), use() or close(). */
  hold: (res: ServerResponse) => void;
  /** Destroys the held responses. */
  release: () => void;
  close: () => Promise<void>;
}

export function envelope<T>(code: number, data: T, msg = '', show = false): Envelope<T> {
  return { code, data, msg, show };
}

/** Sends `body` as JSON with `status`. */
export function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** The JSON body of a hit (undefined when it has none). */
export function jsonBody(hit: Hit): unknown {
  return hit.body.length ? JSON.parse(hit.body.toString('utf8')) : undefined;
}

const noHandler: Handler = (_hit, res) => reply(res, 404, envelope(0, null, 'no handler'));

/** Starts the server; `handler` answers until the first use(). */
export async function startFixtureServer(handler: Handler = noHandler): Promise<FixtureServer> {
  const hits: Hit[] = [];
  const held = new Set<ServerResponse>();
  let current = handler;

  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
      });
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const hit: Hit = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      hits.push(hit);
      current(hit, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const release = (): void => {
    for (const res of held) res.destroy();
    held.clear();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    use: (next) => {
      release();
      hits.length = 0;
      current = next;
    },
    hold: (res) => held.add(res),
    release,
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** A URL nobody listens on: a server is opened on a free port and closed again, so connecting is refused. */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
