import type { AdminPurge, ExportRecord } from '@portal/contracts/admin-review';
import type { Season } from '../season/season.js';
import { previewPurge, type PurgeDeps, type PurgePreview } from './purge.js';
import { knownSeasons } from './seasons.js';

// The purge's dry run over every known season: what `pnpm admin purge --dry-run` prints and the back office's
// GET /api/admin/purge shows. Reads only.

export interface PurgeReport {
  seasons: { season: Season; preview: PurgePreview }[];
  /** Season files that could not be read, with why. */
  unreadable: string[];
}

export async function purgeReport(deps: PurgeDeps & { seasonsDir: string }, loaded: Season): Promise<PurgeReport> {
  const { targets, unreadable } = knownSeasons(loaded, deps.seasonsDir);
  const seasons: PurgeReport['seasons'] = [];
  for (const target of targets) seasons.push({ season: target.season, preview: await previewPurge(deps, target) });
  return { seasons, unreadable };
}

/** The report as the back office shows it (the unreadable files counted: their messages name server paths). */
/** `schedule`: the job's cron expression (AppConfig.jobSchedules.purge). */
export function purgeReportView(report: PurgeReport, schedule: string): AdminPurge {
  return {
    seasons: report.seasons.map(({ preview }) => ({
      season: preview.season,
      personalDataUntil: preview.personalDataUntil,
      dueAt: preview.dueAt.toISOString(),
      due: preview.due,
      done: preview.done && { purgedAt: preview.done.purgedAt, purgedBy: preview.done.purgedBy, filesDoneAt: preview.done.filesDoneAt },
      counts: { ...(preview.done ? preview.done.counts : preview.counts) },
      voteKey: preview.done ? preview.done.voteKey : preview.voteKey,
      kept: preview.kept,
      pendingFiles: preview.pendingFiles,
      exports: preview.exports,
    })),
    unreadable: report.unreadable.length,
    schedule,
  };
}

/** "2024-01-02T03:04:05.000Z  registrations of group 1, 13 row(s), by Grace (staff 3)": an export, for people. */
export function describeExport(entry: ExportRecord): string {
  const who = entry.by.kind === 'staff' ? `${entry.by.name} (staff ${entry.by.staffId ?? '?'})` : `${entry.by.name} (command line)`;
  return `${entry.at}  ${entry.kind} of group ${entry.group}, ${entry.rows} row(s), by ${who}`;
}
