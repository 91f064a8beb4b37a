import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../lib/app-error.js';

// A report is a few hundred bytes; anything far past this is not one.
const REPORT_BYTES = 16 * 1024;
const REPORTS_PER_MINUTE = 30;

// The two shapes browsers send: report-uri's `{ "csp-report": {…} }` and the Reporting API's `[{ type, body }]`.
const Violation = Type.Object({}, { additionalProperties: true });
const ReportBody = Type.Union([
  Type.Object({ 'csp-report': Violation }, { additionalProperties: true }),
  Type.Array(Type.Object({ body: Violation }, { additionalProperties: true }), { minItems: 1, maxItems: 100 }),
]);

type Fields = Record<string, unknown>;

const text = (value: unknown, max = 200) => (typeof value === 'string' ? value.slice(0, max) : undefined);

/** Only the path of a URL: a query may carry a visitor's data, and the report is logged. */
function pathOf(value: unknown): string | undefined {
  const url = text(value, 2000);
  if (!url) return undefined;
  try {
    return new URL(url).pathname;
  } catch {
    return url.split('?')[0];
  }
}

/** What was blocked: `inline`, `eval`, a scheme, or the origin and path of a URL. */
function blockedOf(value: unknown): string | undefined {
  const blocked = text(value, 2000);
  if (!blocked || !/^https?:/i.test(blocked)) return blocked?.slice(0, 40);
  try {
    const url = new URL(blocked);
    return `${url.origin}${url.pathname}`;
  } catch {
    return blocked.slice(0, 200);
  }
}

/**
 * POST /api/csp-report: where browsers report what the pages' Content-Security-Policy blocked (docs/adr/0022). Each
 * report is one warning in the log, so a policy that blocks the site's own code shows there; the visitor's address
 * and any query string are left out. 204; a body that is no report: a 400 envelope.
 */
export const cspReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => new AppError(429, 'tooManyRequests') });
  for (const type of ['application/csp-report', 'application/reports+json']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: REPORT_BYTES }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError(400, 'badRequest', { detail: 'report is not JSON' }), undefined);
      }
    });
  }
  app.post(
    '/',
    {
      schema: { body: ReportBody },
      bodyLimit: REPORT_BYTES,
      config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const body = request.body as Fields | { body: Fields }[];
      const violations = Array.isArray(body) ? body.map((report) => report.body) : [body['csp-report'] as Fields];
      for (const violation of violations) {
        request.log.warn(
          {
            csp: {
              directive: text(violation['effective-directive'] ?? violation['violated-directive'] ?? violation.effectiveDirective),
              blocked: blockedOf(violation['blocked-uri'] ?? violation.blockedURL),
              page: pathOf(violation['document-uri'] ?? violation.documentURL),
              source: pathOf(violation['source-file'] ?? violation.sourceFile),
              sample: text(violation['script-sample'] ?? violation.sample, 80),
            },
          },
          'content security policy violation',
        );
      }
      return reply.code(204).send(null);
    },
  );
};
