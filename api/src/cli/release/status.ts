import type { RemoteRelease } from '@portal/contracts/admin-releases';
import { releaseHistory, releaseStatus } from '../../releases/report.js';
import type { ReleaseContext } from './context.js';
import { failureRate, formatTable, line } from './output.js';

// `pnpm release status` and `history`: what releases/report.ts reads (the back office answers the same), as tables.

/** `pnpm release status`: every remote's stable and candidate versions, share, window and load figures. */
export async function statusCommand(ctx: ReleaseContext): Promise<void> {
  const now = ctx.clock.now();
  const status = await releaseStatus(ctx.db, now);
  const figures = (health: RemoteRelease['health']['stable']) => (health ? failureRate(health.loads, health.failures) : '—');
  const rows = [['remote', 'stable', 'candidate', 'share', 'window', 'served now', 'candidate failures', 'stable failures', 'records']];
  for (const remote of status.remotes) {
    if (!remote.stable) {
      rows.push([remote.remote, '—', '—', '—', '—', 'as the registry file says', '—', '—', '—']);
      continue;
    }
    rows.push([
      remote.remote,
      remote.previousStable ? `${remote.stable} (previous ${remote.previousStable})` : remote.stable,
      remote.candidate ?? '—',
      remote.share === null ? '—' : `${remote.share}%`,
      remote.window ? `${remote.window.from} → ${remote.window.to}` : '—',
      servedNow(remote),
      figures(remote.health.candidate),
      figures(remote.health.stable),
      records(remote.records),
    ]);
  }
  for (const text of formatTable(rows)) line(ctx, text);
  line(ctx, `server clock ${status.now}; failures = failed to load + threw, of all reported loads since the version became candidate`);
  line(ctx, 'records: the chain of release records (pnpm release record <remote> <version>); a version published before records began has none and cannot be verified');
}

function servedNow(remote: RemoteRelease): string {
  switch (remote.servedNow) {
    case 'candidate':
      return remote.share === 100 ? `${remote.candidate ?? ''} to everyone` : `${remote.candidate ?? ''} to ${remote.share ?? 0}%`;
    case 'windowNotOpen':
      return `${remote.stable ?? ''} (window not open yet)`;
    case 'windowOver':
      return `${remote.stable ?? ''} (window over)`;
    case 'stable':
      return `${remote.stable ?? ''} to everyone`;
    case 'file':
      return 'as the registry file says';
  }
}

function records(chain: RemoteRelease['records']): string {
  if (!chain.intact) return `BROKEN at ${chain.brokenAt ?? ''}`;
  const intact = chain.count === 0 ? 'none yet' : `${chain.count} intact`;
  return chain.unrecorded.length ? `${intact}; no record: ${chain.unrecorded.join(', ')}` : intact;
}

/** `pnpm release history [remote]`: the newest changes first, with who made them and why. */
export async function historyCommand(ctx: ReleaseContext, remote: string | undefined, limit: number): Promise<void> {
  const table = [['at', 'remote', 'action', 'version', 'record', 'share', 'window', 'by', 'reason']];
  for (const entry of await releaseHistory(ctx.db, remote, limit)) {
    table.push([
      entry.at,
      entry.remote,
      entry.action,
      entry.version ?? '—',
      entry.action === 'publish' ? publishedRecord(entry.record) : '—',
      entry.share === null ? '—' : `${entry.share}%`,
      entry.window ? `${entry.window.from} → ${entry.window.to}` : '—',
      entry.by,
      entry.reason ?? '',
    ]);
  }
  for (const text of formatTable(table)) line(ctx, text);
}

/** A publish row's record: its hash (as the registry serves it, shortened) and commit, or why there is none. */
function publishedRecord(record: { ref: string; commit: string; dirty: boolean } | null): string {
  if (record === null) return 'none (published before records)';
  return `${record.ref.slice(0, 19)}… of ${record.commit.slice(0, 12)}${record.dirty ? ' (dirty)' : ''}`;
}
