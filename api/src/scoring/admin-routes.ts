import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { SCORE_SHEET_MAX_BYTES, type ComputedResult } from '@portal/contracts/admin-results';
import { requestLanguage } from '../http/language.js';
import { AppError } from '../lib/app-error.js';
import { ok } from '../lib/envelope.js';
import { actingStaff } from '../staff/acting.js';
import { requireStaff } from '../staff/guard.js';
import { scoringError, sheetError } from './admin-refusals.js';
import { computeSchema, importSchema, publishSchema, sheetSchema } from './admin-schemas.js';
import { importScoreSheet } from './import.js';
import { publishGroup } from './publish.js';
import { ScoringError } from './refusals.js';
import type { GroupResult } from './result.js';
import { reviewResult } from './review.js';
import { scoreSheetView } from './sheet-view.js';

/**
 * /api/admin/scores and /api/admin/winners (issue 24): the organizer imports the jury's score sheet (the CLI's CSV
 * rules: every problem listed with its line, nothing imported on any), reads it back with its completeness, computes
 * the ranked table with its digest, and publishes exactly the table reviewed — the feature functions `pnpm admin
 * scores|winners` call, each action in the audit log. Publishing is sensitive: a fresh second factor.
 */
export const adminScoringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);
  // The sheet may come as the body itself; bytes, so that its encoding is checked here, not guessed by a parser.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(['text/plain', 'text/csv'], { parseAs: 'buffer', bodyLimit: SCORE_SHEET_MAX_BYTES }, (_request, body, done) => {
    done(null, body);
  });
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });
  const organizer = requireStaff({ roles: ['organizer'] });

  /** Scoring's refusals (no scores, an incomplete sheet, the vote still open, a changed table) in the envelope. */
  async function refusals<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ScoringError) throw scoringError(error.refusal);
      throw error;
    }
  }

  app.post('/scores/import', { schema: importSchema, onRequest: organizer, bodyLimit: SCORE_SHEET_MAX_BYTES }, async (request) => {
    const { group } = request.query;
    const text = await sheetText(request);
    const outcome = await importScoreSheet(app.db, app.season, group, text, actingStaff(request));
    if (!outcome.ok) {
      if (outcome.refusal.reason === 'noFinalists') throw scoringError({ reason: 'noFinalists', group });
      throw sheetError(outcome.refusal.problems, requestLanguage(request));
    }
    const { summary } = outcome;
    return ok({ season: app.season.id, group, judges: summary.judges.length, scores: summary.scores, replaced: summary.replaced });
  });

  app.get('/scores', { schema: sheetSchema, onRequest: organizer }, async (request) =>
    ok(await scoreSheetView(app.db, app.season, request.query.group, requestLanguage(request))),
  );

  app.post('/scores/compute', { schema: computeSchema, onRequest: organizer }, async (request) => {
    const result = await refusals(() => reviewResult(app.db, app.season, request.body.group, requestLanguage(request), actingStaff(request).actor));
    return ok(computed(result));
  });

  app.post('/winners/publish', { schema: publishSchema, onRequest: requireStaff({ roles: ['organizer'], fresh: true }) }, async (request) => {
    const { group, digest } = request.body;
    // The digest is required here: the back office publishes exactly the table it showed, or nothing.
    const publication = await refusals(() =>
      publishGroup(app.db, app.season, group, { ...actingStaff(request), expectDigest: digest, prerenderDir: app.config.prerenderDir }),
    );
    return ok({
      id: publication.id,
      season: publication.result.season,
      group,
      digest: publication.result.digest,
      resultsOn: publication.resultsOn,
      publicNow: app.season.day(app.season.now()) >= publication.resultsOn,
      winners: publication.winners,
    });
  });
};

/** The score sheet of the request: its body (text/csv or text/plain) or the `file` part of a multipart form, as UTF-8 text. */
async function sheetText(request: FastifyRequest): Promise<string> {
  let bytes: Buffer;
  if (request.isMultipart()) {
    bytes = await sheetFile(request);
  } else if (Buffer.isBuffer(request.body)) {
    bytes = request.body;
  } else {
    // A JSON body, or none: not a sheet.
    throw new AppError(request.body === undefined || request.body === null ? 400 : 415, 'scoreSheetMissing');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError(400, 'scoreSheetEncoding');
  }
}

async function sheetFile(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: SCORE_SHEET_MAX_BYTES, files: 1, fields: 0, parts: 1 } })) {
      if (part.type === 'field' || part.fieldname !== 'file') throw new AppError(400, 'scoreSheetMissing', { detail: `part ${part.fieldname}` });
      // A sheet is small (SCORE_SHEET_MAX_BYTES): read whole, unlike a film.
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'payloadTooLarge');
    if (error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string') throw error;
    throw new AppError(400, 'scoreSheetMissing', { detail: error instanceof Error ? error.message : String(error) });
  }
  if (!bytes) throw new AppError(400, 'scoreSheetMissing');
  return bytes;
}

const points = (centi: number | null) => (centi === null ? null : centi / 100);

/** The ranked table as the contract carries it: points as numbers, names in the caller's language. */
function computed(result: GroupResult): ComputedResult {
  return {
    season: result.season,
    group: result.group,
    formulaVersion: result.formulaVersion,
    digest: result.digest,
    rows: result.rows.map((row) => ({
      rank: row.rank,
      finalistId: row.finalist.id,
      position: row.finalist.position,
      teamName: row.finalist.teamName,
      school: row.finalist.school,
      jury: row.jury / 100,
      votes: row.votes,
      vote: points(row.vote),
      proposal: points(row.proposal),
      presentation: points(row.presentation),
      final: row.final / 100,
      award: row.award,
      ...(result.normalized ? { normalized: Math.round(result.normalized.get(row.finalist.id) ?? 0) / 100 } : {}),
    })),
    mostActive: result.mostActive,
    // Formula 2026.1 adds the advisory normalized column, the awards it would change, and the sheets behind the table.
    ...(result.normalizedChanges ? { normalizedChanges: result.normalizedChanges } : {}),
    ...(result.sheets ? { sheets: result.sheets.map((sheet) => ({ judge: sheet.judge, name: sheet.name, hash: sheet.hash })) } : {}),
  };
}
