import type { Kysely, Transaction } from 'kysely';
import type { AdminArticle } from '@portal/contracts/admin-articles';
import type { Language } from '@portal/contracts/languages';
import type { Database } from '../../db/schema.js';

// What the editor's article functions work with and answer. Each change is one function that the back office's
// routes, `pnpm admin articles` and the scheduler call; it checks, writes in one transaction with its audit entry, and
// answers the document as it then stands, or a refusal that wrote nothing.

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;

export interface ArticlesEnv {
  db: Db;
  /** config.prerenderDir: the captured first views, forgotten when what they showed changes. */
  prerenderDir: string;
  /** The server's clock (the season's, PORTAL_NOW included): publication times and what is due. */
  clock: { now(): Date };
}

/** A title or a body: what a language needs before it may be published. */
export type ArticlePart = 'title' | 'body';

export type ArticleRefusal =
  | { reason: 'noArticle' }
  | { reason: 'noRevision'; revision: number }
  /** The save (or state change) started from an older revision than the latest: the editor reloads. */
  | { reason: 'stale'; latest: number }
  /** A language that does not fall back has no title or no body; `scheduled` when a save would leave a scheduled article so. */
  | { reason: 'incomplete'; language: Language; part: ArticlePart; scheduled: boolean }
  /** A schedule not later than the server's clock. */
  | { reason: 'notLater'; now: string }
  /** Scheduling an article that is live: publish the changes, or unpublish first. */
  | { reason: 'live' }
  /** Unpublishing an article that is neither published nor scheduled. */
  | { reason: 'notLive' }
  /** The cover names an image the media library does not have. */
  | { reason: 'noCover'; mediaId: number }
  /** Image nodes name images the media library does not have. */
  | { reason: 'noMedia'; mediaIds: number[] };

export type ArticleChange = { ok: true; article: AdminArticle } | { ok: false; refusal: ArticleRefusal };

/** Thrown inside a change's transaction to roll it back and answer the refusal. */
export class Refused extends Error {
  constructor(readonly refusal: ArticleRefusal) {
    super(`article refused: ${refusal.reason}`);
  }
}

/** Runs `work` in one transaction; a `Refused` thrown there rolls everything back and becomes the answer. */
export async function inTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; refusal: ArticleRefusal }> {
  try {
    return { ok: true, value: await db.transaction().execute(work) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}
