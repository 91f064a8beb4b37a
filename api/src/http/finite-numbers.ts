import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

// Ajv, Fastify's validator, turns the strings "Infinity", "-Infinity" and "1e309" into numbers that pass any
// `integer` schema, bounds included: its type coercion does not check that the number is finite, and its minimum and
// maximum are not applied to numbers that are not (ajv 8.20). So `?page_no=Infinity` reached the database as an
// OFFSET of Infinity and `?id=1e309` as an id: a 500 (issue 14's fuzzing found it). No schema of ours wants such a
// number, so validated input holding one is refused here, like any other invalid parameter, on every route.

/** Deep enough for every schema's nesting (body.members[i].field); a value deeper than that is no typed field. */
const MAX_DEPTH = 6;

/** The first number in `value` that is not finite, named as validation names fields (`page_no`, `body.articleId`). */
function nonFinite(value: unknown, path: string[], depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path.join('.') || 'request';
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return undefined;
  for (const [key, entry] of Object.entries(value)) {
    const found = nonFinite(entry, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

export const finiteNumbersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      const field = nonFinite(request.query, []) ?? nonFinite(request.params, []) ?? nonFinite(request.body, ['body']);
      if (field !== undefined) throw new AppError(400, 'invalidParams', { params: { field }, detail: `${field} is not a finite number` });
    });
  },
  { name: 'finite-numbers' },
);
