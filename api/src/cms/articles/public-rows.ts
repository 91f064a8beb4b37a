import type { ArticleDraft } from '@portal/contracts/admin-articles';
import { CONTENT_LANGUAGE, LANGUAGES } from '@portal/contracts/languages';
import type { Flag } from '../../db/schema-content.js';
import type { Trx } from './env.js';
import { publicText } from './rules.js';

// The public projection of a document: the three `articles` rows (one per language, joined by translation_key) that
// the public API, the article pages' heads and the sitemap read. Each write moves the content version (migration 012's
// triggers), so cached public answers and their validators change in the same transaction.

export interface PublicRowValues {
  /** The cover's public address, or null. */
  cover: string | null;
  sample: Flag;
  /** When it goes live: the time a row gets when it is first written (the lists' date, kept by later publications). */
  at: string;
}

/**
 * Writes the three rows of `key` from the draft and shows them. A row that exists keeps its id (comments refer to it)
 * and its first publication time; a missing one is written with its siblings' time, else `at`. The body is stored as
 * the rich-text document's JSON.
 */
export async function showPublicRows(trx: Trx, key: string, draft: ArticleDraft, values: PublicRowValues): Promise<void> {
  const existing = await trx.selectFrom('articles').select(['id', 'lang', 'created_at']).where('translation_key', '=', key).execute();
  const createdAt = existing.map((row) => row.created_at).sort()[0] ?? values.at;
  for (const language of LANGUAGES) {
    const text = publicText(draft, language);
    const columns = { cid: draft.cid, title: text.title, abstract: text.abstract, cover: values.cover, content: JSON.stringify(text.body), sample: values.sample, live: 1 as const };
    const row = existing.find((one) => one.lang === CONTENT_LANGUAGE[language]);
    if (row) await trx.updateTable('articles').set(columns).where('id', '=', row.id).execute();
    else await trx.insertInto('articles').values({ ...columns, translation_key: key, lang: CONTENT_LANGUAGE[language], created_at: createdAt }).execute();
  }
}

/** Hides the rows of `key` from every public reader; their ids, comments and texts stay for a later publication. */
export async function hidePublicRows(trx: Trx, key: string): Promise<void> {
  await trx.updateTable('articles').set({ live: 0 }).where('translation_key', '=', key).execute();
}
