import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { failure } from '../lib/envelope.js';
import type { MessageKey } from '../i18n/messages.js';
import { translate } from '../i18n/translate.js';
import { requestLanguage } from './language.js';
import { invalidField } from './validation.js';

// 4xx errors raised by Fastify and its plugins keep their status with a safe message.
const clientErrorMessages: Record<number, MessageKey> = {
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
};

/** One error handler for the whole app: always the envelope, never a stack or internal message. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
      const lang = requestLanguage(request);
      if (error instanceof AppError) {
        const level = error.statusCode >= 500 ? 'warn' : 'info';
        request.log[level]({ err: error }, `answered ${error.statusCode}: ${error.message}`);
        const msg = error.localized(lang);
        return reply.code(error.statusCode).send({ ...failure(msg, error.envelopeCode), data: error.data });
      }
      if (error.validation) {
        const field = invalidField(error);
        request.log.info({ field, validation: error.validation }, 'invalid request');
        return reply.code(400).send(failure(translate('invalidParams', lang, { field })));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        return reply.code(status).send(failure(translate(clientErrorMessages[status] ?? 'badRequest', lang)));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(failure(translate('serverBusy', lang)));
    });
  },
  { name: 'error-handler' },
);
