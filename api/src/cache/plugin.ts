import type { FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { answerStore, cachedAnswer, encodedFor, type CachedAnswer } from './public-answers.js';
import { contentVersionReader } from './content-version.js';
import { matchesEtag } from '../lib/etag.js';
import { requestLanguage } from '../http/language.js';

// Public answers (articles, display) are the same for every visitor of a language on a day, and change only when
// organizers change content. They are read and encoded once per content version, then served from memory with a
// tag, so a page that already has them gets 304 (issue 13, docs/adr/0018).

/** Route options of a cached public GET: spread them into the route's options. */
export interface PublicAnswerOptions {
  onRequest: onRequestHookHandler;
  onSend: onSendHookHandler<unknown>;
  /** This plugin encodes the answer once; the compress plugin would encode it on every request. */
  compress: false;
  /** A GET has no body to decompress: no preParsing hook. */
  decompress: false;
  /** Public reads are too many to log one by one (see log-controller.ts); their failures still log. */
  config: { quietLog: true };
}

declare module 'fastify' {
  interface FastifyInstance {
    publicAnswer: PublicAnswerOptions;
  }
  interface FastifyRequest {
    /** Set on a cached route's GET: where its answer is filed, and under which content version. */
    publicAnswerSlot: { key: string; version: number; served: boolean } | null;
  }
}

export interface PublicAnswersOptions {
  /** Memory for answers, all encodings counted. */
  maxBytes?: number;
}

// Revalidate on every use: organizers' changes show on the next load, and an unchanged answer costs a 304.
const CACHE_CONTROL = 'public, no-cache';
// The answer is written in the request's language and encoded as its client accepts.
const VARY = 'Accept-Language, Accept-Encoding';

export const publicAnswersPlugin = fp<PublicAnswersOptions>(
  async (app, { maxBytes = 32 * 1024 * 1024 }) => {
    const store = answerStore(maxBytes);
    const currentVersion = contentVersionReader(app.db, app.dbSqlite, app.dbWrites);
    app.decorateRequest('publicAnswerSlot', null);

    function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
      reply.header('ETag', answer.etag).header('Cache-Control', CACHE_CONTROL).header('Vary', VARY);
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return { status: 304 as const };
      const { bytes, encoding } = encodedFor(answer, request.headers['accept-encoding']);
      reply.header('Content-Type', 'application/json; charset=utf-8');
      if (encoding) reply.header('Content-Encoding', encoding);
      return { status: 200 as const, bytes };
    }

    // The hit path is the hot one: callback hooks (no promise per request) and the version read synchronous on SQLite.
    function lookUp(request: FastifyRequest, reply: FastifyReply, version: number | null, done: () => void) {
      if (version === null) return done();
      // The day is part of the key: winners and results show by the season's calendar day (ADR 0015). So is the
      // calendar's version: an instance that takes a saved timeline after the content version moved (ADR 0040) must
      // not keep serving what it filed under that version with the calendar it held before.
      const key = `${app.season.day(app.season.now())} c${app.season.calendar.version} ${requestLanguage(request)} ${request.url}`;
      const answer = store.get(key);
      request.publicAnswerSlot = { key, version, served: answer?.version === version };
      if (answer?.version !== version) return done();
      const sent = send(request, reply, answer);
      if (sent.status === 304) reply.code(304).send();
      else reply.send(sent.bytes);
    }

    const onRequest: onRequestHookHandler = (request, reply, done) => {
      if (request.method !== 'GET') return done();
      const version = currentVersion();
      if (typeof version === 'number' || version === null) return lookUp(request, reply, version, done);
      // A failed read only means no cache for this request: the handler meets the database on its own.
      version.then((read) => lookUp(request, reply, read, done), () => lookUp(request, reply, null, done));
    };

    const onSend: onSendHookHandler<unknown> = (request, reply, payload, done) => {
      const slot = request.publicAnswerSlot;
      if (!slot || slot.served || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
      const answer = cachedAnswer(payload, slot.version);
      store.set(slot.key, answer);
      const sent = send(request, reply, answer);
      if (sent.status === 304) {
        reply.code(304);
        return done(null, null);
      }
      done(null, sent.bytes);
    };

    app.decorate('publicAnswer', { onRequest, onSend, compress: false, decompress: false, config: { quietLog: true } });
  },
  { name: 'public-answers', dependencies: ['db', 'season'] },
);
