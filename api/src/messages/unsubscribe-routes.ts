import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '@portal/contracts/languages';
import { Type } from 'typebox';
import { parseLanguageTag } from '../i18n/edges.js';
import { newNonce } from '../security/csp.js';
import { preferenceOf, setOptedOut } from './unsubscribe.js';
import { unsubscribePage, unsubscribePolicy, type UnsubscribeState } from './unsubscribe-page.js';

// /api/unsubscribe/:token (issue 26 point 6, RFC 8058): public, the token is the only credential and names its own
// account alone. GET draws the page that asks; POST records the choice — from a mail client's one-click
// (`List-Unsubscribe=One-Click`, form-encoded, no person present) or the page's button — and draws the result. A token
// that is not one answers 404 with the same page saying so, never which tokens exist.

const Params = Type.Object({ token: Type.String({ maxLength: 64 }) });
const Query = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })) });
const Body = Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Array(Type.String())])));

const pageLanguage = (tag: string | undefined): Language => (tag ? parseLanguageTag(tag) : undefined) ?? DEFAULT_LANGUAGE;

function page(reply: FastifyReply, lang: Language, state: UnsubscribeState): FastifyReply {
  const nonce = newNonce();
  return reply
    .code(state === 'unknown' ? 404 : 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', unsubscribePolicy(nonce))
    .send(unsubscribePage(lang, state, nonce));
}

export const unsubscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // RFC 8058's POST is application/x-www-form-urlencoded, as is the page's form; only these routes read it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/:token', { schema: { params: Params, querystring: Query } }, async (request, reply) => {
    const state = await preferenceOf(app.db, request.params.token);
    return page(reply, pageLanguage(request.query.lang), state === undefined ? 'unknown' : state.optedOut ? 'done' : 'ask');
  });

  app.post('/:token', { schema: { params: Params, querystring: Query, body: Body } }, async (request, reply) => {
    // Anything but the page's "subscribe again" is an opt-out: a one-click client sends List-Unsubscribe=One-Click,
    // and a client that sends less still meant to leave.
    const resubscribe = request.body?.resubscribe === '1';
    const changed = await setOptedOut(app.db, request.params.token, !resubscribe);
    return page(reply, pageLanguage(request.query.lang), !changed.ok ? 'unknown' : resubscribe ? 'resubscribed' : 'done');
  });
};
