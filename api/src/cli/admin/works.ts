import { createWriteStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import { toContestGroup, toGroupNumber } from '../../content/groups.js';
import type { WorkStatusValue } from '../../db/schema-works.js';
import { formatLimit } from '../../uploads/limits.js';
import { changeWorkStatus } from '../../works/decide.js';
import type { OrganizerStatus } from '../../works/status.js';
import { captainSchools, findWork, listWorks, type WorkRecord } from '../../works/records.js';
import type { AdminContext } from './context.js';
import { CommandError } from './registrations.js';

// `pnpm admin works …`: what organizers do with submitted works. Files are copied out of the private store onto
// the organizer's machine; nothing here is served.

const line = (ctx: AdminContext, text = '') => ctx.io.stdout.write(`${text}\n`);

/** 89.5 s → "1:29.5": how long a film runs, for people. */
function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  const tenths = Math.round(ms / 100);
  const seconds = (tenths % 600) / 10;
  return `${Math.floor(tenths / 600)}:${seconds < 10 ? '0' : ''}${seconds}`;
}

/** A step key of either group's works, or a usage error naming them. */
function checkStep(ctx: AdminContext, step: string | undefined): void {
  if (step === undefined) return;
  const keys = [...new Set(([1, 2] as const).flatMap((group) => ctx.season.workSteps(group).map((work) => work.step)))];
  if (!keys.includes(step)) throw new CommandError(`no works step "${step}" in season ${ctx.season.id}; steps: ${keys.join(', ')}`);
}

export interface WorkListOptions {
  group?: 1 | 2;
  status?: WorkStatusValue;
  step?: string;
}

export async function listWorksCommand(ctx: AdminContext, options: WorkListOptions) {
  checkStep(ctx, options.step);
  const works = await listWorks(ctx.db, {
    season: ctx.season.id,
    ...(options.group ? { group: toContestGroup(options.group) } : {}),
    ...(options.status ? { status: options.status } : {}),
    ...(options.step ? { step: options.step } : {}),
  });
  line(ctx, ['id', 'group', 'team', 'step', 'title', 'file', 'size', 'duration', 'status', 'submitted'].join('\t'));
  for (const work of works) {
    const { upload } = work;
    line(ctx, [
      work.id, toGroupNumber(work.team.group), work.team.name, work.step, work.title,
      upload.name, formatLimit(upload.size), formatDuration(upload.durationMs), work.status, work.submittedAt,
    ].join('\t'));
  }
  line(ctx, `${works.length} work(s) in season ${ctx.season.id}`);
}

export async function workStatusCommand(ctx: AdminContext, id: number, to: OrganizerStatus, options: { by?: string; note?: string }) {
  const result = await changeWorkStatus(ctx.db, ctx.mailer, ctx.season, id, to, ctx.organizer(options.by), options.note);
  if (!result.ok) {
    if (result.reason === 'notFound') throw new CommandError(`no work ${id}`);
    throw new CommandError(`work ${id} is ${result.status}: it can go to ${result.allowed.join(' or ')} only`);
  }
  line(ctx, `work ${id} ${result.from} → ${to}; mailed ${result.mailedTo} (${ctx.mailer.kind})`);
}

/** The team's name for the file, ending in the extension its content was detected as (as the download route names it). */
function fileName(work: WorkRecord): string {
  const { name, publicId, ext } = work.upload;
  const base = name === '' ? publicId : name;
  return base.toLowerCase().endsWith(`.${ext}`) ? base : `${base}.${ext}`;
}

async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isDirectory() ?? false;
}

export async function downloadWorkCommand(ctx: AdminContext, id: number, out: string | undefined) {
  const work = await findWork(ctx.db, id);
  if (!work) throw new CommandError(`no work ${id}`);
  // The stored name has no path separators (sanitized at upload), so the default stays in the current folder.
  const target = out === undefined ? resolve(fileName(work)) : (await isDirectory(out)) ? join(resolve(out), fileName(work)) : resolve(out);
  const stored = await ctx.storage.open(work.upload.storagePath);
  if (!stored?.stream) throw new CommandError(`the file of work ${id} (${work.upload.storagePath}) is missing from storage`);
  // Streamed: a 2 GB film never sits in memory. 'wx' never overwrites a file the organizer already has.
  try {
    await pipeline(stored.stream, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new CommandError(`${target} exists; choose another --out`);
    await unlink(target).catch(() => undefined);
    throw error;
  }
  line(ctx, `work ${id}: ${stored.size} bytes written to ${target}`);
}

export async function exportWorksCommand(ctx: AdminContext, group: 1 | 2) {
  const works = await listWorks(ctx.db, { season: ctx.season.id, group: toContestGroup(group) });
  const schools = await captainSchools(ctx.db, [...new Set(works.map((work) => work.registrationId))]);
  const header = ['work', 'team', 'captain_school', 'step', 'title', 'topic', 'file', 'size', 'duration_seconds', 'status', 'submitted'];
  const records = works.map((work) => [
    String(work.id), work.team.name, schools.get(work.registrationId) ?? '', work.step, work.title, work.topicKey,
    work.upload.name, String(work.upload.size), work.upload.durationMs === null ? '' : String(work.upload.durationMs / 1000),
    work.status, work.submittedAt,
  ]);
  // A BOM so that Excel opens the Chinese names as UTF-8.
  ctx.io.stdout.write(`\uFEFF${stringify([header, ...records])}`);
}
