import type { JsonSchema } from './from-schema.js';

// What the test thread and the server's worker thread (fuzz-server.ts) tell each other.

/** Written beside the database and into dot files the static roots ignore: no answer may contain it. */
export const CANARY = 'FUZZ-CANARY-7f3a9c1e-never-served';

/** Instants of SPEC §4's calendar the fuzzer moves the server's clock between, so open and closed paths are reached. */
export const CLOCKS: readonly Date[] = [
  new Date('2023-08-01T10:00:00+08:00'), // before the season
  new Date('2023-09-15T10:00:00+08:00'), // registration open for both groups
  new Date('2023-11-25T10:00:00+08:00'), // both groups submitting works
  new Date('2024-02-15T10:00:00+08:00'), // public voting open; university finals open for shortlisted teams
  new Date('2024-05-01T10:00:00+08:00'), // after the winners days: results, counts and the vote log public
];

/** Who a request claims to be; the token is the caller's current one (a logout replaces the owner's). */
export type Caller = 'anonymous' | 'owner' | 'other' | 'newcomer' | 'revoked' | 'forged' | 'hostile';

/** One registered route as Fastify's onRoute hook reports it, with the schemas requests are generated from. */
export interface RegisteredRoute {
  method: string;
  url: string;
  querystring?: JsonSchema;
  body?: JsonSchema;
}

/** What the server holds, for values that reach past "not found". */
export interface Facts {
  /** A finished film of the owner: its public file name and the tus id userWork/add names it by. */
  ownerFile: string;
  ownerUploadTusId: string;
  /** The owner's submitted work (userWork/getById). */
  ownerWorkId: number;
  /** Unfinished tus uploads of the owner. */
  tusIds: string[];
  /** The released remote (beacon, /remotes/). */
  remote: { name: string; version: string };
  mediaFiles: string[];
  topics: string[];
  articleIds: number[];
  finalistIds: number[];
  emails: string[];
}

export interface ServerReady {
  port: number;
  routes: RegisteredRoute[];
  facts: Facts;
  tokens: Partial<Record<Caller, string>>;
  tables: readonly string[];
}

export type ServerCall =
  | { op: 'setClock'; at: string }
  | { op: 'digest' }
  | { op: 'ensureSession'; caller: Caller }
  | { op: 'close' };
