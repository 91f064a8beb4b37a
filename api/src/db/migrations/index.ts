import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001_init.js';
import * as m002 from './002_accounts.js';
import * as m003 from './003_content.js';
import * as m004 from './004_account_codes.js';
import * as m005 from './005_uploads.js';
import * as m006 from './006_registrations.js';
import * as m007 from './007_works.js';
import * as m008 from './008_votes.js';
import * as m009 from './009_scoring.js';
import * as m010 from './010_finalist_media.js';
import * as m011 from './011_releases.js';
import * as m012 from './012_content_version.js';
import * as m013 from './013_personal_data_purges.js';
import * as m014 from './014_release_records.js';
import * as m015 from './015_staff.js';
import * as m016 from './016_staff_identity.js';
import * as m017 from './017_staff_exports.js';
import * as m018 from './018_finalist_admin.js';
import * as m019 from './019_staff_file_links.js';
import * as m020 from './020_article_rich_text.js';
import * as m021 from './021_cms_articles.js';
import * as m022 from './022_media_library.js';
import * as m023 from './023_site_settings.js';
import * as m024 from './024_comment_moderation.js';
import * as m025 from './025_display_data.js';
import * as m026 from './026_article_previews.js';
import * as m027 from './027_season_calendar.js';
import * as m028 from './028_messages.js';
import * as m029 from './029_recovery.js';
import * as m030 from './030_upload_hashes.js';
import * as m031 from './031_broadcasts.js';
import * as m032 from './032_question_threads.js';
import * as m033 from './033_judging.js';
import * as m034 from './034_vote_annulments.js';
import * as m035 from './035_vote_challenge.js';

// A static list rather than a folder scan: it works the same from src (tsx, jest) and dist,
// and both dialects run exactly these. Names sort, so keep the numeric prefix.
export const migrations: Record<string, Migration> = {
  '001_init': m001,
  '002_accounts': m002,
  '003_content': m003,
  '004_account_codes': m004,
  '005_uploads': m005,
  '006_registrations': m006,
  '007_works': m007,
  '008_votes': m008,
  '009_scoring': m009,
  '010_finalist_media': m010,
  '011_releases': m011,
  '012_content_version': m012,
  '013_personal_data_purges': m013,
  '014_release_records': m014,
  '015_staff': m015,
  '016_staff_identity': m016,
  '017_staff_exports': m017,
  '018_finalist_admin': m018,
  '019_staff_file_links': m019,
  '020_article_rich_text': m020,
  '021_cms_articles': m021,
  '022_media_library': m022,
  '023_site_settings': m023,
  '024_comment_moderation': m024,
  '025_display_data': m025,
  '026_article_previews': m026,
  '027_season_calendar': m027,
  '028_messages': m028,
  '029_recovery': m029,
  '030_upload_hashes': m030,
  '031_broadcasts': m031,
  '032_question_threads': m032,
  '033_judging': m033,
  '034_vote_annulments': m034,
  '035_vote_challenge': m035,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
