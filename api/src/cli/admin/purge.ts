import { KIND_LABELS, PURGED_KINDS, VOTE_KEY_LABELS, type KeptCounts, type PurgeCounts } from '../../purge/kinds.js';
import type { ExportRecord } from '@portal/contracts/admin-review';
import type { PurgeDeps } from '../../purge/purge.js';
import { describeExport, purgeReport } from '../../purge/report.js';
import { purgeDueSeasons } from '../../purge/run.js';
import { knownSeasons } from '../../purge/seasons.js';
import type { Season } from '../../season/season.js';
import type { AdminContext } from './context.js';
import { CommandError } from './registrations.js';

// `pnpm admin purge --dry-run|--now` (SPEC §9, docs/adr/0021): the hourly job's purge by hand. The dry run lists what
// would go per kind and changes nothing; --now destroys it, and before the season's day refuses: the day is the
// season file's `personalDataUntil`, and moving it earlier (never later than SPEC §9 allows) is the only override.
// Both list the season's exports (staff_exports) made before the purge: copies it cannot reach. --now is recorded in
// the audit log with this command line as the actor.

const line = (ctx: AdminContext, text = '') => ctx.io.stdout.write(`${text}\n`);

function deps(ctx: AdminContext): PurgeDeps & { seasonsDir: string } {
  const { config } = ctx;
  return {
    db: ctx.db,
    storage: ctx.storage,
    tusDir: config.tusDir,
    dataDir: config.dataDir,
    voteSecretConfigured: config.voteSecret !== undefined,
    seasonsDir: config.seasonsDir,
  };
}

/** "2024-07-20 (from 2024-07-20T00:00:00+08:00)": the day as the file says and the instant it begins. */
function dayOf(season: Season): string {
  const day = season.file.personalDataUntil;
  return `${day} (from ${day}T00:00:00${season.file.timeZoneOffset})`;
}

function printCounts(ctx: AdminContext, counts: PurgeCounts): void {
  const width = Math.max(...PURGED_KINDS.map((kind) => KIND_LABELS[kind].length));
  for (const kind of PURGED_KINDS) line(ctx, `  ${KIND_LABELS[kind].padEnd(width)}  ${counts[kind]}`);
}

function printKept(ctx: AdminContext, kept: KeptCounts): void {
  line(
    ctx,
    `kept: ${kept.votes} vote(s) (counts per film and the hash chain), ${kept.juryScores} jury score(s), ` +
      `${kept.publications} result publication(s), ${kept.winners} published winner record(s)`,
  );
}

function printExports(ctx: AdminContext, exports: ExportRecord[], done: boolean): void {
  const title = done ? 'exports made before the purge' : 'exports made so far';
  line(ctx, `${title} (their copies are beyond the purge's reach): ${exports.length === 0 ? 'none' : exports.length}`);
  for (const entry of exports) line(ctx, `  ${describeExport(entry)}`);
}

/** `purge --dry-run`: every known season, what its purge would delete now or what it deleted. */
export async function purgeDryRunCommand(ctx: AdminContext): Promise<void> {
  const { seasons, unreadable } = await purgeReport(deps(ctx), ctx.season);
  for (const { season, preview } of seasons) {
    if (preview.done) {
      const { done } = preview;
      line(ctx, `season ${season.id}: purged at ${done.purgedAt} by ${done.purgedBy}; a new run changes nothing`);
      line(ctx, 'deleted then:');
      printCounts(ctx, done.counts);
      line(ctx, `vote key: ${VOTE_KEY_LABELS[done.voteKey].done}`);
      if (preview.pendingFiles > 0) line(ctx, `files still to remove: ${preview.pendingFiles} (the next run removes them)`);
    } else {
      const when = preview.due ? 'due now' : `not due yet (server clock ${season.now().toISOString()})`;
      line(ctx, `season ${season.id}: personal data kept until ${dayOf(season)}; ${when}`);
      line(ctx, preview.due ? 'would delete:' : 'would delete on that day, as of now:');
      printCounts(ctx, preview.counts);
      line(ctx, `vote key: ${VOTE_KEY_LABELS[preview.voteKey].planned}`);
    }
    printKept(ctx, preview.kept);
    printExports(ctx, preview.exports, preview.done !== null);
  }
  for (const problem of unreadable) line(ctx, `not considered: ${problem}`);
  line(ctx, 'dry run: nothing was changed');
}

/** `purge --now`: destroys the personal data of every season whose day has begun; refuses when none has. */
export async function purgeNowCommand(ctx: AdminContext, by: string | undefined): Promise<void> {
  const { targets } = knownSeasons(ctx.season, ctx.config.seasonsDir);
  if (!targets.some((target) => target.season.now() >= target.season.personalDataDueAt())) {
    const days = targets.map((target) => `season ${target.season.id} keeps personal data until ${dayOf(target.season)}`).join('; ');
    throw new CommandError(
      `nothing deleted: ${days}; the server's clock says ${ctx.season.now().toISOString()}. ` +
        `To destroy it earlier, set an earlier "personalDataUntil" in the season file (after the season's last day) and run again.`,
    );
  }
  const pass = await purgeDueSeasons(deps(ctx), ctx.season, ctx.acting(by));
  for (const outcome of pass.outcomes) {
    if (outcome.status === 'notDue') {
      line(ctx, `season ${outcome.season}: kept until ${outcome.dueAt.toISOString()}; nothing deleted`);
      continue;
    }
    const { record } = outcome;
    if (outcome.status === 'alreadyPurged') {
      line(ctx, `season ${outcome.season}: already purged at ${record.purgedAt} by ${record.purgedBy}; nothing to do`);
    } else {
      line(ctx, `season ${outcome.season}: personal data destroyed at ${record.purgedAt} by ${record.purgedBy}`);
      line(ctx, 'deleted:');
      printCounts(ctx, record.counts);
      line(ctx, `vote key: ${VOTE_KEY_LABELS[record.voteKey].done}`);
    }
    if (outcome.files.storedFiles + outcome.files.unfinishedUploads > 0) {
      line(ctx, `files removed now: ${outcome.files.storedFiles} stored, ${outcome.files.unfinishedUploads} unfinished upload(s)`);
    }
    printKept(ctx, outcome.kept);
    printExports(ctx, outcome.record.exports, true);
  }
  for (const problem of pass.unreadable) line(ctx, `not considered: ${problem}`);
}
