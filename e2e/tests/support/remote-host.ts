// A real HTTP server hosting a remote's release on its own origin, which a test can stop, restart,
// make answer 404 or make hang: the failures a remote's CDN or server really has.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from './free-port';

export type RemoteHostMode = 'up' | 'manifest-404' | 'manifest-hangs';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

export interface RemoteHost {
  origin: string;
  /** URLs requested so far (path only). */
  requests: string[];
  setMode(mode: RemoteHostMode): void;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startRemoteHost(root: string): Promise<RemoteHost> {
  const port = await freePort();
  let mode: RemoteHostMode = 'up';
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://host');
    requests.push(url.pathname);
    response.setHeader('Access-Control-Allow-Origin', '*');
    const isManifest = url.pathname.endsWith('/mf-manifest.json');
    if (isManifest && mode === 'manifest-hangs') return void hanging.add(response);
    if (isManifest && mode === 'manifest-404') return void response.writeHead(404).end('not found');
    const file = path.join(root, path.normalize(url.pathname));
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  const host: RemoteHost = {
    origin: `http://127.0.0.1:${port}`,
    requests,
    setMode: (next) => {
      mode = next;
    },
    start: () => new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve())),
    stop: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        hanging.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  await host.start();
  return host;
}
