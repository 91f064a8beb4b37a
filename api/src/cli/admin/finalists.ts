import { toGroupNumber, type GroupNumber } from '../../content/groups.js';
import { checkMediaFile, type MediaRole } from '../../finalists/media-files.js';
import { publishCopy } from '../../finalists/public-media.js';
import { findFinalist, linkRegistration, listFinalistRows, setFinalistMedia, type LinkRefusal } from '../../finalists/store.js';
import { pick } from '../../i18n/edges.js';
import { defaultLanguage, type Language } from '../../i18n/messages.js';
import { formatLimit } from '../../uploads/limits.js';
import { uploadsDir } from '../../uploads/storage.js';
import type { AdminContext } from './context.js';
import { CommandError } from './registrations.js';

// `pnpm admin finalists …`: the finalists' public media and the registration each one is. `media` is the one
// command that makes files public: it copies exactly the files given into the public media folder (served under
// /media/), after checking them by content; the private uploads folder is never served nor copied from.

const line = (ctx: AdminContext, text = '') => ctx.io.stdout.write(`${text}\n`);
const mark = (value: string | number | null) => (value === null ? '—' : String(value));

/** Where a finalist's copies go: `<PUBLIC_MEDIA_DIR>/finalists`, i.e. `/media/finalists/<sha256>.<ext>`. */
const FOLDER = 'finalists';

export async function listFinalistsCommand(ctx: AdminContext, options: { group?: GroupNumber; lang: Language }) {
  const rows = await listFinalistRows(ctx.db, options.group);
  line(ctx, ['id', 'group', 'no.', 'team', 'title', 'poster', 'video', 'registration'].join('\t'));
  for (const row of rows) {
    line(ctx, [
      row.id, toGroupNumber(row.contest_group), row.position, pick(row, 'team_name', options.lang), pick(row, 'work_title', options.lang),
      row.poster === null ? '—' : 'yes', row.video === null ? '—' : 'yes', mark(row.registration_id),
    ].join('\t'));
  }
  const count = (has: (row: (typeof rows)[number]) => boolean) => rows.filter(has).length;
  line(ctx, `${rows.length} finalist(s): ${count((row) => row.poster !== null)} with a poster, ${count((row) => row.video !== null)} with a film, ${count((row) => row.registration_id !== null)} linked to a registration`);
}

export async function finalistMediaCommand(ctx: AdminContext, id: number, files: { poster: string; video?: string }) {
  const finalist = await findFinalist(ctx.db, id);
  if (!finalist) throw new CommandError(`no finalist ${id} (pnpm admin finalists list shows them)`);
  const given: { role: MediaRole; path: string }[] = [{ role: 'poster', path: files.poster }];
  if (files.video !== undefined) given.push({ role: 'video', path: files.video });
  // Every file is checked before any is copied: one bad file and nothing changes.
  const privateDirs = [uploadsDir(ctx.config.dataDir), ctx.config.tusDir];
  const checks = await Promise.all(given.map(({ role, path }) => checkMediaFile(role, path, privateDirs)));
  const problems = checks.flatMap((check) => (check.ok ? [] : [check.problem]));
  if (problems.length > 0) throw new CommandError(`finalist ${id}: nothing changed\n${problems.join('\n')}`);
  const media: Partial<Record<MediaRole, string>> = {};
  const copied: string[] = [];
  for (const check of checks) {
    if (!check.ok) continue;
    const { role, path, ext, size } = check.file;
    media[role] = await publishCopy(ctx.config.publicMediaDir, FOLDER, path, ext);
    copied.push(`${role} ${media[role]} (${ext}, ${formatLimit(size)})`);
  }
  await setFinalistMedia(ctx.db, id, media);
  line(ctx, `finalist ${id} (${pick(finalist, 'work_title', defaultLanguage)}): ${copied.join('; ')}`);
  line(ctx, 'these copies are public now: anyone may fetch them at those URLs');
}

const groupName = (group: string) => (group === 'secondary' ? 'group 1 (secondary school)' : 'group 2 (university)');

function refusal(id: number, registrationId: number, refused: LinkRefusal): string {
  switch (refused.reason) {
    case 'noFinalist':
      return `no finalist ${id} (pnpm admin finalists list shows them)`;
    case 'noRegistration':
      return `no registration ${registrationId}`;
    case 'otherGroup':
      return `finalist ${id} is in ${groupName(refused.finalistGroup)} but registration ${registrationId} is in ${groupName(refused.registrationGroup)}: not linked`;
    case 'otherSeason':
      return `registration ${registrationId} is of season ${refused.season}, not of the current season: not linked`;
    case 'notPassed':
      return `registration ${registrationId} is ${refused.status}: only a team that passed review can be a finalist; not linked`;
    case 'taken':
      return `registration ${registrationId} is already finalist ${refused.finalistId}'s: not linked`;
  }
}

export async function linkFinalistCommand(ctx: AdminContext, id: number, registrationId: number) {
  const result = await linkRegistration(ctx.db, id, registrationId, ctx.season.id);
  if (!result.ok) throw new CommandError(refusal(id, registrationId, result));
  const was = result.previous !== null && result.previous !== registrationId ? ` (was registration ${result.previous})` : '';
  line(ctx, `finalist ${id} linked to registration ${registrationId}${was}, team "${result.teamName}": ${result.members.join(', ')}`);
  line(ctx, "published winner records name these members from the group's next winners publish");
}
