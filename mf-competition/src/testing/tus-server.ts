import { mkdtempSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { TUS_ENDPOINT } from '@portal/shared/contracts';
import { envelope, reply, type Handler, type Hit, type SuiteServer } from '@portal/shared/testing';

/**
 * A REAL tus server for the file's tests: @tus/server with @tus/file-store (files in a temporary folder), answering
 * TUS_ENDPOINT on the fixture server's origin — the API's origin, where the page sends uploads — so tus-js-client
 * (its browser build, over jsdom's XMLHttpRequest; see jest.config.cjs) speaks real tus: POST, HEAD, PATCH,
 * DELETE, offsets, fingerprints. Each request is a hit of the fixture server, so a test reads what was sent.
 *
 * CORS: the page (http://localhost in jsdom) calls 127.0.0.1, so jsdom's XHR checks CORS. The fixture server
 * answers the preflights itself, allowing the headers asked for (token, Tus-Resumable, Upload-*); jsdom does not
 * check the allowed methods, so PATCH and HEAD go through. tus's own answers carry Access-Control-Allow-Origin and
 * Access-Control-Expose-Headers (Location, Upload-Offset…), without which XHR would hide those headers.
 */
export interface TusFixture {
  /** The fixture route of TUS_ENDPOINT and the uploads under it. */
  handler: Handler;
  /** Refuses the next creation as the API does: `status` and the envelope {code: 0, msg, show: true}. */
  refuseNext: (status: number, msg: string) => void;
  /**
   * The next PATCH stores only its first `bytes` and is never answered: a connection that dropped mid-upload.
   * Resolves once the server holds those bytes.
   */
  cutNextPatch: (bytes: number) => Promise<void>;
  /** What the server holds of an upload. */
  upload: (id: string) => Promise<Upload>;
  /** The creations the server accepted, with the token header each came with. */
  created: { id: string; token: string | null; metadata: Upload['metadata'] }[];
}

interface Cut {
  bytes: number;
  stored: () => void;
}

function webRequest(hit: Hit, origin: string, body: Buffer | null): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(hit.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  if (body) headers.set('content-length', String(body.length));
  const search = new URLSearchParams(hit.query).toString();
  // Copied into a plain Uint8Array: the DOM typings of a body refuse Buffer's (its memory may be shared).
  const bytes = body ? new Uint8Array(body) : null;
  return new Request(`${origin}${hit.path}${search ? `?${search}` : ''}`, { method: hit.method, headers, body: bytes });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()));
}

export function setupTusServer(suite: SuiteServer): TusFixture {
  let directory = '';
  let tus: Server | null = null;
  let refusal: { status: number; msg: string } | null = null;
  let cut: Cut | null = null;
  const created: TusFixture['created'] = [];

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'mf-competition-tus-'));
    tus = new Server({
      path: TUS_ENDPOINT,
      datastore: new FileStore({ directory }),
      onUploadCreate: async (req, upload) => {
        const refused = refusal;
        refusal = null;
        // @tus/server sends a thrown {status_code, body} as the answer: the API refuses the same way.
        if (refused) throw { status_code: refused.status, body: JSON.stringify(envelope(0, null, refused.msg, true)) };
        created.push({ id: upload.id, token: req.headers.get('token'), metadata: upload.metadata });
        return {};
      },
    });
  });
  beforeEach(() => {
    refusal = null;
    cut = null;
    created.length = 0;
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  const handler: Handler = (hit, res) => {
    const server = tus;
    if (!server) throw new Error('the tus server starts in beforeAll');
    if (hit.path !== TUS_ENDPOINT && !hit.path.startsWith(`${TUS_ENDPOINT}/`)) {
      reply(res, 404, envelope(0, null, `no route for ${hit.method} ${hit.path}`));
      return;
    }
    const hasBody = hit.method !== 'GET' && hit.method !== 'HEAD';
    const partial = hit.method === 'PATCH' ? cut : null;
    if (partial) cut = null;
    const body = hasBody ? (partial ? hit.body.subarray(0, partial.bytes) : hit.body) : null;
    server
      .handleWeb(webRequest(hit, suite.server.url, body))
      .then(async (response) => {
        if (!partial) return send(res, response);
        suite.server.hold(res);
        partial.stored();
      })
      .catch(() => res.writeHead(500).end());
  };

  return {
    handler,
    refuseNext: (status, msg) => {
      refusal = { status, msg };
    },
    cutNextPatch: (bytes) =>
      new Promise<void>((stored) => {
        cut = { bytes, stored };
      }),
    upload: (id) => {
      if (!tus) throw new Error('the tus server starts in beforeAll');
      return tus.datastore.getUpload(id);
    },
    created,
  };
}
