import { recordAudit, type Actor } from '../audit/record.js';
import { publicContentChanged } from '../prerender/public-content.js';
import type { UploadLimits } from '../uploads/limits.js';
import { FINALIST_SOURCES, type FinalistsEnv } from './manage.js';
import { checkMediaFile, type CheckedMedia, type MediaRefusal, type MediaRole } from './media-files.js';
import { publishCopy, withdrawCopy } from './public-media.js';
import { findFinalist } from './store.js';

// A finalist's poster and film made public: `pnpm admin finalists media` with files on the server, the back office
// with files it streamed to temporary files. Every file is checked by content before any is copied (one bad file and
// nothing changes); the copies are public under their content hash; the row and its audit entry are one transaction.

export interface MediaEnv extends FinalistsEnv {
  /** config.publicMediaDir, served under /media/. */
  publicMediaDir: string;
  /** Folders nothing is published from: the private uploads and tus folders. */
  privateDirs: readonly string[];
  limits: UploadLimits;
}

/** Where a finalist's copies go: `<PUBLIC_MEDIA_DIR>/finalists`, i.e. `/media/finalists/<sha256>.<ext>`. */
const FOLDER = 'finalists';

export interface GivenMedia {
  role: MediaRole;
  path: string;
}

export interface PublishedMedia {
  role: MediaRole;
  url: string;
  ext: string;
  size: number;
}

export type MediaRefusals = { reason: 'noFinalist' } | { reason: 'files'; refusals: MediaRefusal[] };

export type MediaResult =
  | { ok: true; workTitle: string; published: PublishedMedia[] }
  | { ok: false; refusal: MediaRefusals };

export async function publishFinalistMedia(env: MediaEnv, id: number, files: readonly GivenMedia[], actor: Actor): Promise<MediaResult> {
  const finalist = await findFinalist(env.db, id);
  if (!finalist) return { ok: false, refusal: { reason: 'noFinalist' } };
  const checks = await Promise.all(files.map(({ role, path }) => checkMediaFile(role, path, env.privateDirs, env.limits)));
  const refusals = checks.flatMap((check) => (check.ok ? [] : [check.refusal]));
  if (refusals.length > 0 || files.length === 0) return { ok: false, refusal: { reason: 'files', refusals } };
  const checked = checks.flatMap((check) => (check.ok ? [check.file] : []));
  const published: PublishedMedia[] = [];
  const created: string[] = [];
  try {
    for (const file of checked) published.push(await copy(env, file, created));
    const media = Object.fromEntries(published.map((copied) => [copied.role, copied.url])) as Partial<Record<MediaRole, string>>;
    const written = await env.db.transaction().execute(async (trx) => {
      const updated = await trx.updateTable('finalists').set(media).where('id', '=', id).executeTakeFirst();
      if (updated.numUpdatedRows !== 1n) return false;
      const detail = Object.fromEntries(published.map((copied) => [copied.role, copied.size]));
      await recordAudit(trx, actor, { action: 'finalist.media', target: `finalist:${id}`, detail });
      return true;
    });
    if (!written) {
      await Promise.all(created.map((url) => withdrawCopy(env.publicMediaDir, url)));
      return { ok: false, refusal: { reason: 'noFinalist' } };
    }
  } catch (error) {
    // Nothing public stays of a change that did not happen; a copy that was public before stays.
    await Promise.all(created.map((url) => withdrawCopy(env.publicMediaDir, url)));
    throw error;
  }
  await publicContentChanged(env, FINALIST_SOURCES);
  return { ok: true, workTitle: finalist.work_title_zh_hk, published };
}

async function copy(env: MediaEnv, file: CheckedMedia, created: string[]): Promise<PublishedMedia> {
  const copied = await publishCopy(env.publicMediaDir, FOLDER, file.path, file.ext);
  if (copied.created) created.push(copied.url);
  return { role: file.role, url: copied.url, ext: file.ext, size: file.size };
}
