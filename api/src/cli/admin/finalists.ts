import { toGroupNumber, type GroupNumber } from '../../content/groups.js';
import type { Actor } from '../../audit/record.js';
import { publishFinalistMedia, type GivenMedia, type MediaEnv } from '../../finalists/media.js';
import { mediaRefusalText } from '../../finalists/media-files.js';
import { linkRegistration, listFinalistRows, type LinkRefusal } from '../../finalists/store.js';
import { pick } from '../../i18n/edges.js';
import type { Language } from '../../i18n/messages.js';
import { DEFAULT_UPLOAD_LIMITS, formatLimit } from '../../uploads/limits.js';
import { uploadsDir } from '../../uploads/storage.js';
import type { AdminContext } from './context.js';
import { CommandError } from './registrations.js';

// `pnpm admin finalists …`: the finalists' public media and the registration each one is. `media` is the one
// command that makes files public: it copies exactly the files given into the public media folder (served under
// /media/), after checking them by content; the private uploads folder is never served nor copied from.

const line = (ctx: AdminContext, text = '') => ctx.io.stdout.write(`${text}\n`);
const mark = (value: string | number | null) => (value === null ? '—' : String(value));

/** The audit log's actor of a command: the operator, by --by or their login name. */
const cliActor = (ctx: AdminContext, by: string | undefined): Actor => ({ kind: 'cli', name: ctx.organizer(by) });

/** What the media command works with: the server's own folders and limits (the private ones are never copied from). */
const mediaEnv = (ctx: AdminContext): MediaEnv => ({
  db: ctx.db,
  prerenderDir: ctx.config.prerenderDir,
  publicMediaDir: ctx.config.publicMediaDir,
  privateDirs: [uploadsDir(ctx.config.dataDir), ctx.config.tusDir],
  limits: ctx.config.uploadLimits ?? DEFAULT_UPLOAD_LIMITS,
});

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

export async function finalistMediaCommand(ctx: AdminContext, id: number, files: { poster: string; video?: string; by?: string }) {
  const given: GivenMedia[] = [{ role: 'poster', path: files.poster }];
  if (files.video !== undefined) given.push({ role: 'video', path: files.video });
  const result = await publishFinalistMedia(mediaEnv(ctx), id, given, cliActor(ctx, files.by));
  if (!result.ok) {
    if (result.refusal.reason === 'noFinalist') throw new CommandError(`no finalist ${id} (pnpm admin finalists list shows them)`);
    const paths = new Map(given.map((file) => [file.role, file.path]));
    const problems = result.refusal.refusals.map((refusal) => mediaRefusalText(refusal, paths.get(refusal.role) ?? ''));
    throw new CommandError(`finalist ${id}: nothing changed\n${problems.join('\n')}`);
  }
  const copied = result.published.map(({ role, url, ext, size }) => `${role} ${url} (${ext}, ${formatLimit(size)})`);
  line(ctx, `finalist ${id} (${result.workTitle}): ${copied.join('; ')}`);
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

export async function linkFinalistCommand(ctx: AdminContext, id: number, registrationId: number, by?: string) {
  const result = await linkRegistration(ctx.db, id, registrationId, ctx.season.id, cliActor(ctx, by));
  if (!result.ok) throw new CommandError(refusal(id, registrationId, result));
  const was = result.previous !== null && result.previous !== registrationId ? ` (was registration ${result.previous})` : '';
  line(ctx, `finalist ${id} linked to registration ${registrationId}${was}, team "${result.teamName}": ${result.members.join(', ')}`);
  line(ctx, "published winner records name these members from the group's next winners publish");
}
