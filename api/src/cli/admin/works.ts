import { open, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { toContestGroup, toGroupNumber } from '../../content/groups.js';
import type { WorkStatusValue } from '../../db/schema-works.js';
import { makeExport } from '../../exports/export.js';
import { formatLimit } from '../../uploads/limits.js';
import { changeWorkStatus } from '../../works/decide.js';
import { openWorkFile, workFileName } from '../../works/file.js';
import { findWork, listWorks } from '../../works/records.js';
import { isWorkStep, workStepKeys } from '../../works/review.js';
import type { OrganizerStatus } from '../../works/status.js';
import type { AdminContext } from './context.js';
import { CommandError } from './registrations.js';

// `pnpm admin works …`: what organizers do with submitted works, through the feature functions the back office calls
// too (status changes, downloads and exports are recorded in the audit log with this command line as the actor). Files
// are copied out of the private store onto the organizer's machine; nothing here is served.

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
  if (step === undefined || isWorkStep(ctx.season, step)) return;
  throw new CommandError(`no works step "${step}" in season ${ctx.season.id}; steps: ${workStepKeys(ctx.season).join(', ')}`);
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
  const result = await changeWorkStatus(ctx, ctx.acting(options.by), id, to, options.note);
  if (!result.ok) {
    if (result.reason === 'notFound') throw new CommandError(`no work ${id}`);
    throw new CommandError(`work ${id} is ${result.status}: it can go to ${result.allowed.join(' or ')} only`);
  }
  line(ctx, `work ${id} ${result.from} → ${to}; mailed ${result.mailedTo} (${ctx.mailer.kind})`);
}

async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isDirectory() ?? false;
}

export async function downloadWorkCommand(ctx: AdminContext, id: number, out: string | undefined, by?: string) {
  const work = await findWork(ctx.db, id);
  if (!work) throw new CommandError(`no work ${id}`);
  // The stored name has no path separators (sanitized at upload), so the default stays in the current folder.
  const name = workFileName(work);
  const target = out === undefined ? resolve(name) : (await isDirectory(out)) ? join(resolve(out), name) : resolve(out);
  // The target first: 'wx' never overwrites a file the organizer already has, and a refused target is no download.
  const file = await open(target, 'wx', 0o600).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new CommandError(`${target} exists; choose another --out`);
    throw error;
  });
  try {
    const opened = await openWorkFile(ctx, ctx.acting(by), id, { purpose: 'download' });
    if (!opened.ok) {
      if (opened.reason === 'notFound') throw new CommandError(`no work ${id}`);
      throw new CommandError(`the file of work ${id} (${work.upload.storagePath}) is missing from storage`);
    }
    // Streamed: a 2 GB film never sits in memory.
    await pipeline(opened.stream, file.createWriteStream());
    line(ctx, `work ${id}: ${opened.size} bytes written to ${target}`);
  } catch (error) {
    await file.close().catch(() => undefined);
    await unlink(target).catch(() => undefined);
    throw error;
  }
}

/** CSV of a group, one line per work; recorded as an export (staff_exports and the audit log) before it is written. */
export async function exportWorksCommand(ctx: AdminContext, group: 1 | 2, by?: string) {
  const made = await makeExport(ctx.db, ctx.season.id, ctx.acting(by), { kind: 'works', group });
  ctx.io.stdout.write(made.csv);
}
