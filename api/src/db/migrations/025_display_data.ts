import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { idType } from './columns.js';

// The display data as editable data (issue 25 point 3, docs/adr/0038). What the display tables of migration 003 lacked:
// - display_collections: one row per editable collection with the version each save moves (a save made against an
//   older one is refused), and for the two single-item collections — the home page's introduction and its live-stream
//   block — the item itself as one checked JSON document (ADR 0036's pattern);
// - display_banners: the home page's slides, per language, each a media-library image;
// - a media-library id beside the judges' photo, partners' logo and gallery images' src strings. The strings stay as
//   the fallback of a row without one (the seeded files until the sample-media seed adds them to the library); a row
//   with an id is served from the library (srcset), and the id is kept in use (media_uses 'display:<collection>').
// Every write to these tables moves the content version (migration 012), as the other display tables do.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The collections of @portal/contracts/display-collections, frozen here as the migration created them. */
const COLLECTIONS = ['banners', 'intro', 'prizes', 'topics', 'judges', 'partners', 'galleries', 'winners', 'live'];

/** The introduction the home page had compiled in (mf-content's translations), now the intro collection's item. */
const INTRO = {
  title: { zhComplex: '比賽簡介', zhSimple: '比赛简介', en: 'About the competition' },
  body: {
    zhComplex: '由香港慈善基金會主辦，設有兩項學生比賽：中學短片比賽及大學商業計劃書比賽。',
    zhSimple: '由香港慈善基金会主办，设有两项学生比赛：中学短片比赛及大学商业计划书比赛。',
    en: 'Run by a charitable foundation in Hong Kong, with two student contests: a secondary-school short-film contest and a university business-plan contest.',
  },
  group1Title: { zhComplex: '中學組：短片比賽', zhSimple: '中学组：短片比赛', en: 'Secondary schools: short-film contest' },
  group1Summary: {
    zhComplex: '以 1.5 分鐘 MP4 短片講述沙漠可持續發展。15 部入圍作品接受公眾投票，佔總分 20%。',
    zhSimple: '以 1.5 分钟 MP4 短片讲述沙漠可持续发展。15 部入围作品接受公众投票，占总分 20%。',
    en: 'A 1.5-minute MP4 film on desert sustainability. The public votes on 15 finalist films; the vote is 20% of the score.',
  },
  group2Title: { zhComplex: '大學組：商業計劃書比賽', zhSimple: '大学组：商业计划书比赛', en: 'Universities: business-plan contest' },
  group2Summary: {
    zhComplex: '提交沙漠可持續發展商業計劃書，十強隊伍接受專家培訓並於評審日匯報。',
    zhSimple: '提交沙漠可持续发展商业计划书，十强队伍接受专家培训并于评审日汇报。',
    en: 'A business plan for desert sustainability. The top ten teams receive expert training and present on judging day.',
  },
};

/** Switched off until an editor switches it on (the operator's DATA_DIR/config/live.json is no longer read). */
const LIVE = { show: false, src: '', title: { zhComplex: '', zhSimple: '', en: '' } };

const DOCUMENTS: Record<string, unknown> = { intro: INTRO, live: LIVE };
const NEW_TABLES = ['display_collections', 'display_banners'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('display_collections')
    .addColumn('collection', 'text', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull().check(sql`version >= 1`))
    // The single item of intro and live as JSON text; null for the collections kept in tables.
    .addColumn('document', 'text')
    // Real time of the last save (ISO 8601 UTC); null for the data the site started with.
    .addColumn('updated_at', 'text')
    .execute();
  for (const collection of COLLECTIONS) {
    const document = DOCUMENTS[collection];
    await sql`insert into display_collections (collection, version, document, updated_at)
      values (${collection}, 1, ${document === undefined ? null : JSON.stringify(document)}, null)`.execute(db);
  }

  await db.schema
    .createTable('display_banners')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('language', 'text', (col) => col.notNull().check(sql`language in ('zhComplex', 'zhSimple', 'en')`))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('contest_group', 'text', (col) => col.notNull().check(sql`contest_group in ('secondary', 'university')`))
    .addColumn('media_id', 'integer', (col) => col.notNull())
    // '' leads to the group's registration page; else an https:// address or a path of the site.
    .addColumn('link', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('display_banners_order_idx').on('display_banners').columns(['language', 'position']).execute();

  await db.schema.alterTable('judges').addColumn('photo_media_id', 'integer').execute();
  await db.schema.alterTable('partners').addColumn('logo_media_id', 'integer').execute();
  await db.schema.alterTable('gallery_images').addColumn('media_id', 'integer').execute();

  if (isPostgres(db)) {
    // bump_content_version() is migration 012's.
    for (const table of NEW_TABLES) {
      await sql`create trigger ${sql.id(`${table}_bumps_content_version`)} after insert or update or delete or truncate
        on ${sql.table(table)} for each statement execute function bump_content_version()`.execute(db);
    }
    return;
  }
  for (const table of NEW_TABLES) {
    for (const event of ['insert', 'update', 'delete'] as const) {
      await sql`create trigger ${sql.id(`${table}_${event}_bumps_content_version`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update content_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gallery_images').dropColumn('media_id').execute();
  await db.schema.alterTable('partners').dropColumn('logo_media_id').execute();
  await db.schema.alterTable('judges').dropColumn('photo_media_id').execute();
  // Dropping a table drops its triggers in both dialects.
  for (const table of [...NEW_TABLES].reverse()) await db.schema.dropTable(table).execute();
}
