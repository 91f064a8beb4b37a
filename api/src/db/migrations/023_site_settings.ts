import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The site settings (issue 25 point 3): contacts, address, social links, questionnaire, AR link, intro video and the
// /c/N links, which the front end had compiled in (shared/src/config/site.config.json). One row of JSON — the whole
// settings, checked by @portal/contracts/site-settings before every write — with a version that each save moves, so a
// save made against an older one is refused rather than undoing another editor's. A table of columns would have to
// change with every setting added; the settings are read and written only whole.
//
// The row starts with the demo's placeholders, the values that file held (none is a real fact about the award:
// SPEC.md gives none), marked `sample` until an editor saves over them.
//
// Public answers are cached per content version (migration 012, docs/adr/0018): a write here moves it too, whoever
// writes, so GET /api/site/settings follows at once.

const transactionLink = (n: number) => `https://explorer.example.org/tx/sample-${String(n).padStart(3, '0')}`;

/** The demo's settings, frozen here as the site started with them (later changes go through the back office). */
const DEMO_SETTINGS = {
  contact: {
    phone: '+852 0000 0000',
    email: 'contact@example.org',
    address: {
      zhComplex: '香港（基金會地址待配置）',
      zhSimple: '香港（基金会地址待配置）',
      en: 'Hong Kong (foundation address to be configured)',
    },
  },
  social: {
    instagram: 'https://www.instagram.com/example-desert-award',
    facebook: 'https://www.facebook.com/example-desert-award',
    whatsapp: 'https://wa.me/85200000000',
  },
  questionnaire: {
    zhComplex: 'https://forms.example.org/desert-award/questionnaire?lang=zh-hk',
    zhSimple: 'https://forms.example.org/desert-award/questionnaire?lang=zh-cn',
    en: 'https://forms.example.org/desert-award/questionnaire?lang=en',
  },
  arPromoUrl: 'https://ar.example.org/desert-award',
  introVideoUrl: null,
  chatAppUrl: 'https://chat.example.org/desert-award',
  chainTransactions: Array.from({ length: 179 }, (_, index) => transactionLink(index + 1)),
};

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (col) => col.notNull().check(sql`version >= 1`))
    // The settings as JSON text (both dialects alike; read and written whole).
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('sample', 'integer', (col) => col.notNull().check(sql`sample in (0, 1)`))
    // Real time of the last save (ISO 8601 UTC); null for the settings the site started with.
    .addColumn('updated_at', 'text')
    .execute();
  await sql`insert into site_settings (id, version, document, sample, updated_at) values (1, 1, ${JSON.stringify(DEMO_SETTINGS)}, 1, null)`.execute(db);
  if (isPostgres(db)) {
    // bump_content_version() is migration 012's.
    await sql`create trigger site_settings_bumps_content_version after insert or update or delete or truncate
      on site_settings for each statement execute function bump_content_version()`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete'] as const) {
    await sql`create trigger ${sql.id(`site_settings_${event}_bumps_content_version`)} after ${sql.raw(event)} on site_settings
      begin update content_version set version = version + 1 where id = 1; end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists site_settings_bumps_content_version on site_settings`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.id(`site_settings_${event}_bumps_content_version`)}`.execute(db);
  }
  await db.schema.dropTable('site_settings').execute();
}
