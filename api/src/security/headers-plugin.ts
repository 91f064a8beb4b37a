import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RESOURCE_POLICY } from './csp.js';

/** A year, subdomains included: once a browser has seen the site over HTTPS it never asks over HTTP again. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (issue 14, docs/adr/0022), with @fastify/helmet: nosniff, a strict referrer policy
 * (nothing to other sites), no framing, and a Content-Security-Policy that lets nothing load from an answer opened as a
 * document. Pages replace that policy with their own (api/src/shell-html/shell-page.ts): this origin, the registry's
 * remote origins, and inline styles only by nonce or hash. HSTS only on answers that came over HTTPS (directly, or
 * through a proxy named by TRUST_PROXY that says so): over plain HTTP the header means nothing and would pin a
 * development host to HTTPS.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      hsts: false,
      referrerPolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
      // Remotes' files are also loaded by shells on other origins (static.ts opens those to any origin).
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onRequest', async (request, reply) => {
      void reply.header('Content-Security-Policy', RESOURCE_POLICY);
      if (request.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
    });
  },
  { name: 'security-headers' },
);
