import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defaultLanguage, type Language } from '../i18n/messages.js';
import { languageFromHeader, translate } from '../i18n/translate.js';
import { failure } from '../lib/envelope.js';
import { DEFAULT_LINGER, lingerOnClose } from '../uploads/lingering-close.js';
import { requestLanguage } from './language.js';

// Answers given before any route, hook or error handler runs: Node's HTTP layer (a request it cannot parse, an
// Expect it does not know) and Fastify's router (a path that does not decode). By default each has its own body
// ({error, message, statusCode}, or none at all); here they are the envelope like every other answer (issue 14's
// fuzzing found them).

const envelopeText = (lang: Language) => JSON.stringify(failure(translate('badRequest', lang)));

/** Connections answered by answerClientError and still reading what their client sends. */
const lingering = new WeakSet<Socket>();

/**
 * Fastify's clientErrorHandler: bad framing, a request line or headers over Node's 16 KB, a request timeout. Nothing
 * of the request was read, not even its language, so the message is in the site's default one. The connection then
 * closes lingering, as uploads/lingering-close.ts explains: closed at once, it would be reset over the bytes the
 * client is still sending (a long URL), and the client would never read the answer.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // Node's parser reports every later chunk of a connection it gave up on: the first report was answered.
  if (lingering.has(socket)) {
    if (socket.bytesRead > DEFAULT_LINGER.maxBytes) socket.destroy();
    return;
  }
  // A connection reset or closed by the client: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.trace({ err: error }, 'client error');
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = envelopeText(defaultLanguage);
  lingering.add(socket);
  // The answer, then our FIN; the parser goes on reading (and dropping) what arrives until the client closes too.
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  const timer = setTimeout(() => socket.destroy(), DEFAULT_LINGER.timeoutMs);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/** Node's `checkExpectation`: an Expect other than 100-continue gets 417, as Node would answer, in the envelope. */
export function answerExpectationFailed(request: IncomingMessage, response: ServerResponse): void {
  const body = envelopeText(languageFromHeader(request.headers['accept-language']));
  const headers: Record<string, string | number> = { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) };
  // The body is never read: the client may still be sending it (lingering-close.ts).
  if (!request.complete) {
    headers.connection = 'close';
    lingerOnClose(request);
  }
  response.writeHead(417, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Fastify's frameworkErrors: a path that does not decode (`%E0%A4%A`), a parameter past maxParamLength. */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  // The third kind, a failed async route constraint, is the server's (none is used here).
  const server = status >= 500;
  request.log[server ? 'error' : 'info']({ err: error }, 'unroutable request');
  // Answered before any hook (lingering-close.ts's among them): a body still arriving is read on here.
  if (!request.raw.complete) {
    void reply.header('connection', 'close');
    lingerOnClose(request.raw);
  }
  void reply.code(status).send(failure(translate(server ? 'serverBusy' : 'badRequest', requestLanguage(request))));
}
