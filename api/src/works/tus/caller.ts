import type { FastifyBaseLogger } from 'fastify';
import type { TusRequest } from './constants.js';

// tus runs outside Fastify's request lifecycle: its hooks get a web Request wrapping the raw Node request. The
// Fastify route that hands a request to tus first records here who is calling (their sessions were looked up the
// way the rest of the API looks them up) and the request's logger; the hooks read it back by the raw request.

export interface TusCaller {
  /** Users with a live session in the request's token header or `token` cookie; header first, usually one. */
  viewers: readonly number[];
  log: FastifyBaseLogger;
}

const callers = new WeakMap<object, TusCaller>();

export function rememberCaller(rawRequest: object, caller: TusCaller): void {
  callers.set(rawRequest, caller);
}

export function callerOf(req: TusRequest): TusCaller | undefined {
  const raw = req.runtime?.node?.req;
  return raw ? callers.get(raw) : undefined;
}

/** The caller of a hook's request; every tus request enters through the route, so a missing one is a bug (500). */
export function requireCaller(req: TusRequest): TusCaller {
  const caller = callerOf(req);
  if (!caller) throw new Error('tus request that did not come through the tus route');
  return caller;
}
