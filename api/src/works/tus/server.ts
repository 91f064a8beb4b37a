import { Server } from '@tus/server';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Season } from '../../season/season.js';
import type { UploadStorage } from '../../uploads/storage.js';
import { newTusId, TUS_PATH, WORK_MAX_BYTES } from './constants.js';
import { workUploadHooks } from './hooks.js';
import { SharedFolderFileStore } from './shared-file-store.js';

export interface WorkTusOptions {
  db: Kysely<Database>;
  season: Season;
  storage: UploadStorage;
  /** TUS_DIR: unfinished uploads, two files each. */
  directory: string;
  /** An upload not finished this long after its creation expires (FileStore counts from creation, in real time). */
  expiryMs: number;
}

/**
 * tus lets hooks choose an error answer's status and body but builds its headers itself, and a string body makes
 * the web Response say text/plain. Every error body that went through onResponseError is our JSON envelope
 * (errors.ts); tus's own early answers (412 without Tus-Resumable, 400 for a malformed header) stay text.
 */
class WorkTusServer extends Server {
  override async write(...[context, headers, status, body = '']: Parameters<Server['write']>): Promise<Response> {
    if (status >= 400 && body.startsWith('{')) headers.set('Content-Type', 'application/json; charset=utf-8');
    return super.write(context, headers, status, body);
  }
}

/** The tus server of work files: FileStore in `directory`, the works hooks, the 2 GB limit. */
export function createWorkTusServer({ db, season, storage, directory, expiryMs }: WorkTusOptions): Server {
  // Expiry runs on the machine's clock, never PORTAL_NOW: it is an operating timer, not a contest rule (ADR 0009).
  const store = new SharedFolderFileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  // What OPTIONS advertises is what we honour. Not offered: creation-defer-length (the size must be known at
  // creation, so a file over 2 GB is refused before a byte is sent; tus answers 501 to Upload-Defer-Length) and
  // creation-with-upload (refused in onIncomingRequest, see hooks.ts).
  store.extensions = ['creation', 'termination', 'expiration'];
  return new WorkTusServer({
    path: TUS_PATH,
    datastore: store,
    maxSize: WORK_MAX_BYTES,
    namingFunction: () => newTusId(),
    // `/api/tus/<id>`: right behind any proxy, whatever Host it forwards; tus-js-client resolves it against the endpoint.
    relativeLocation: true,
    // Same origin only, like the rest of the API (tus would otherwise answer `Access-Control-Allow-Origin: *`).
    allowedOrigins: () => false,
    ...workUploadHooks({ db, season, storage, store, inFlight: new Map() }),
  });
}
