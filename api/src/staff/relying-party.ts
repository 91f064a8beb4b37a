import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';

// Who the second factors are for: the name an authenticator app or a passkey prompt shows, and for WebAuthn the RP ID
// (SITE_URL's host name: a passkey works on that site and its subdomains only) and the origin the browser must report.
// Without SITE_URL (development, tests) the origin the request came to stands in; a public server sets SITE_URL, so
// what a passkey is bound to never depends on a request's Host header.

/** The issuer of TOTP entries and the relying party's name in passkey prompts: short, as authenticator apps list it. */
export const STAFF_ISSUER = 'Desert Award';

export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(siteUrl: string | undefined, request: FastifyRequest): RelyingParty {
  let url: URL;
  try {
    url = new URL(siteUrl ?? `${request.protocol}://${request.host}`);
  } catch {
    throw new AppError(400, 'badRequest', { detail: `no origin for passkeys from host ${request.host}` });
  }
  return { id: url.hostname, origin: url.origin, name: STAFF_ISSUER };
}
