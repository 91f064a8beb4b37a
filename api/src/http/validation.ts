import type { FastifyError } from 'fastify';

/**
 * Names the first invalid input for the user, e.g. `verbose` or `body.team.name`.
 * Ajv reports the path (`/team/name`) or, for required/extra keys, the key in `params`.
 */
export function invalidField(error: FastifyError): string {
  const context = error.validationContext;
  const first = error.validation?.[0];
  if (!first) return context ?? 'request';
  const params: Record<string, unknown> = first.params;
  const key = params.missingProperty ?? params.additionalProperty;
  const segments = first.instancePath.split('/').filter(Boolean);
  if (typeof key === 'string') segments.push(key);
  if (segments.length === 0) return context ?? 'request';
  const path = segments.join('.');
  // Query and path parameters are flat and named as the client sent them; the body is nested.
  return context === 'body' ? `body.${path}` : path;
}
