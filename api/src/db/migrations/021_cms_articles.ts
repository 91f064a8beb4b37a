import { sql, type Generated, type Kysely } from 'kysely';
import { paragraphsToDocument } from '@portal/contracts/rich-text-rules';
import { idType, localizedText } from './columns.js';

// The editor's articles (issue 25, docs/adr/0032). An article is one document with the three languages side by side
// (`cms_articles`), and every save, restore and state change appends a whole snapshot of it (`cms_article_revisions`):
// the history is the list of snapshots, never a chain of diffs to replay. The public `articles` rows (one per language,
// joined by translation_key, ids that comments refer to) stay what the public pages read: publishing writes them, and
// unpublishing turns `live` off rather than deleting them, so comments and ids survive a later re-publication. Rows
// written before this (the seed, SQL) are live, and each group of them becomes a published document at revision 1.

const states = sql`state in ('draft', 'scheduled', 'published', 'unpublished')`;
const kinds = sql`kind in ('created', 'saved', 'restored', 'published', 'scheduled', 'unpublished')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('live', 'integer', (col) => col.notNull().defaultTo(1).check(sql`live in (0, 1)`))
    .execute();

  await db.schema
    .createTable('cms_articles')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    // The public rows' key; null until the first publication writes them.
    .addColumn('translation_key', 'text', (col) => col.unique())
    .addColumn('state', 'text', (col) => col.notNull().check(states))
    // The latest revision's number: a save names the one it started from (optimistic concurrency).
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('published_revision', 'integer')
    .addColumn('publish_at', 'text')
    .addColumn('published_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('sample', 'integer', (col) => col.notNull().check(sql`sample in (0, 1)`))
    // The latest revision's category and titles, copied here so the list filters and searches without reading JSON.
    .addColumn('cid', 'integer', (col) => col.notNull().check(sql`cid between 1 and 7`))
    .$call(localizedText('title'))
    // The public cover an adopted article had (the seed's placeholder), shown while the draft names no media image.
    .addColumn('legacy_cover', 'text')
    .execute();
  // The scheduler's question, asked every few seconds by every instance.
  await db.schema.createIndex('cms_articles_due_idx').on('cms_articles').columns(['state', 'publish_at']).execute();
  await db.schema.createIndex('cms_articles_updated_idx').on('cms_articles').columns(['updated_at', 'id']).execute();

  await db.schema
    .createTable('cms_article_revisions')
    .addColumn('article_id', 'integer', (col) => col.notNull().references('cms_articles.id').onDelete('cascade'))
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(kinds))
    .addColumn('restored_from', 'integer')
    // The whole ArticleDraft (@portal/contracts/admin-articles) as JSON.
    .addColumn('draft', 'text', (col) => col.notNull())
    .addColumn('saved_at', 'text', (col) => col.notNull())
    .addColumn('actor_kind', 'text', (col) => col.notNull().check(sql`actor_kind in ('staff', 'cli', 'system')`))
    // The staff member (their name is read when shown), else null.
    .addColumn('actor_id', 'integer')
    // The command line's login name or the system's job, else null.
    .addColumn('actor_name', 'text')
    .addPrimaryKeyConstraint('cms_article_revisions_pk', ['article_id', 'revision'])
    .execute();

  await adoptPublicArticles(db, 'migration 021_cms_articles');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cms_article_revisions').execute();
  await db.schema.dropTable('cms_articles').execute();
  await db.schema.alterTable('articles').dropColumn('live').execute();
}

/** The tables as this migration leaves them: what adoption reads and writes, frozen with it. */
interface AdoptionTables {
  articles: {
    translation_key: string;
    lang: 'zh-hk' | 'zh-cn' | 'en-us';
    cid: number;
    title: string;
    abstract: string;
    cover: string | null;
    content: string;
    sample: number;
    created_at: string;
    live: number;
  };
  cms_articles: {
    id: Generated<number>;
    translation_key: string | null;
    state: string;
    revision: number;
    published_revision: number | null;
    publish_at: string | null;
    published_at: string | null;
    updated_at: string;
    sample: number;
    cid: number;
    title_zh_hk: string;
    title_zh_cn: string;
    title_en: string;
    legacy_cover: string | null;
  };
  cms_article_revisions: {
    article_id: number;
    revision: number;
    kind: string;
    restored_from: number | null;
    draft: string;
    saved_at: string;
    actor_kind: string;
    actor_id: number | null;
    actor_name: string | null;
  };
}

type Row = AdoptionTables['articles'];

/** A stored body: a rich-text document (migration 020's), else the older JSON array of paragraphs, else one paragraph. */
function bodyOf(content: string | undefined): unknown {
  if (content === undefined) return { type: 'doc', content: [] };
  try {
    const value: unknown = JSON.parse(content);
    if (typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'doc') return value;
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return paragraphsToDocument(value);
  } catch {
    // not JSON: one paragraph below
  }
  return paragraphsToDocument([content]);
}

const language = (row: Row | undefined) => ({ title: row?.title ?? '', abstract: row?.abstract ?? '', body: bodyOf(row?.content) });

/**
 * Makes a published document at revision 1 (kind 'created', actor `system`) of every group of public rows that has
 * none: the articles written before the editor's articles existed. The migration runs it for the rows already there;
 * the seed module `005_cms_articles` for the rows a new database's seed writes after the migrations. A language with
 * no row shows the Traditional Chinese text, as it did (the public pages fell back to it).
 */
export async function adoptPublicArticles(database: Kysely<unknown>, actorName: string): Promise<number> {
  const db = database as unknown as Kysely<AdoptionTables>;
  const adopted = await db.selectFrom('cms_articles').select('translation_key').where('translation_key', 'is not', null).execute();
  const known = new Set(adopted.map((row) => row.translation_key));
  const rows = await db.selectFrom('articles').selectAll().orderBy('created_at').orderBy('translation_key').execute();
  const groups = new Map<string, Row[]>();
  for (const row of rows.filter((one) => !known.has(one.translation_key))) groups.set(row.translation_key, [...(groups.get(row.translation_key) ?? []), row]);
  for (const [key, group] of groups) {
    const byLang = (lang: Row['lang']) => group.find((row) => row.lang === lang);
    const first = byLang('zh-hk') ?? group[0];
    if (!first) continue;
    const at = group.map((row) => row.created_at).sort()[0] ?? first.created_at;
    const live = group.some((row) => row.live === 1);
    const draft = {
      cid: first.cid,
      coverMediaId: null,
      zhComplex: language(byLang('zh-hk')),
      zhSimple: language(byLang('zh-cn')),
      en: language(byLang('en-us')),
      fallback: { zhSimple: byLang('zh-cn') === undefined, en: byLang('en-us') === undefined },
    };
    const { id } = await db
      .insertInto('cms_articles')
      .values({
        translation_key: key,
        state: live ? 'published' : 'unpublished',
        revision: 1,
        published_revision: live ? 1 : null,
        publish_at: null,
        published_at: at,
        updated_at: at,
        sample: group.some((row) => row.sample === 1) ? 1 : 0,
        cid: first.cid,
        title_zh_hk: draft.zhComplex.title,
        title_zh_cn: draft.zhSimple.title,
        title_en: draft.en.title,
        legacy_cover: first.cover,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('cms_article_revisions')
      .values({ article_id: id, revision: 1, kind: 'created', restored_from: null, draft: JSON.stringify(draft), saved_at: at, actor_kind: 'system', actor_id: null, actor_name: actorName })
      .execute();
  }
  return groups.size;
}
