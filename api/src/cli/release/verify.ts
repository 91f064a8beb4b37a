import { exists, versionFolder } from '../../releases/folder.js';
import { rebuildAt, RebuildFailed, RebuildStopped } from '../../releases/rebuild.js';
import { checkChain, recordRef, type ReleaseRecord } from '../../releases/record.js';
import { resolveCommit, SourceError } from '../../releases/source.js';
import { digestTree, treeDifference, type TreeFile } from '../../releases/tree.js';
import { CommandError } from '../command-line.js';
import type { ReleaseContext } from './context.js';
import { line } from './output.js';
import { publishedVersion, requireRecord } from './record.js';

// `pnpm release verify <remote> <version>` (docs/adr/0024): is what the version serves what its recorded commit
// builds? It checks the record's chain, the served copy on this host against the record, then rebuilds the commit in
// a temporary folder and compares every file. Read-only: the database, RELEASES_DIR and the checkout are only read.

export interface VerifyOptions {
  /** Overall limit, minutes. */
  timeout: number;
}

export async function verifyCommand(ctx: ReleaseContext, remote: string, version: string, options: VerifyOptions): Promise<void> {
  const deadline = Date.now() + options.timeout * 60_000;
  const { row, chain } = await publishedVersion(ctx, remote, version);
  const record = requireRecord(row);
  line(ctx, `${remote}@${version}: record ${recordRef(record.hash)}, commit ${record.commit}, ${record.files.length} files`);
  const check = checkChain(chain);
  if (!check.intact) throw new CommandError(`not verified: the release records of ${remote} are broken up to this version: ${check.reason}`);
  line(ctx, `chain: intact, ${check.count} record(s) of ${remote} up to this one`);
  if (record.dirty) line(ctx, 'note: the record says it was built from a working tree with uncommitted changes: a rebuild of the commit may differ');

  const servedDiffers = await checkServedCopy(ctx, record);
  const commit = await resolveCommit(ctx.remotesRoot, record.commit).catch((error: unknown) => {
    if (error instanceof SourceError) throw new CommandError(`not verified: ${error.message}`);
    throw error;
  });

  const rebuilt = await rebuildAt({ repo: ctx.remotesRoot, commit, remote, lockfileSha256: record.lockfileSha256, deadline, progress: (text) => line(ctx, text) }).catch((error: unknown) => {
    if (error instanceof RebuildStopped) {
      const limit = error.message.startsWith('out of time') ? ` (limit: --timeout ${options.timeout} minutes)` : '';
      throw new CommandError(`not verified: ${error.message}${limit}; the temporary folder was removed and nothing was changed`);
    }
    if (error instanceof RebuildFailed || error instanceof SourceError) throw new CommandError(`not verified: ${error.message}`);
    throw error;
  });
  line(ctx, `temporary folder ${rebuilt.folder} removed`);
  if (rebuilt.lockfile === 'different') {
    throw new CommandError(`differs: pnpm-lock.yaml at ${commit} has SHA-256 ${rebuilt.actual}, the record says ${record.lockfileSha256}`);
  }

  const differences = listDifferences(record.files, rebuilt.tree.files);
  if (differences.length === 0) {
    line(ctx, `identical: the rebuild of ${commit} has the same ${record.files.length} files, byte for byte, as the record`);
  } else {
    line(ctx, `differs: the rebuild of ${commit} is not what the record says (${differences.length} file(s)):`);
    for (const text of differences) line(ctx, `  ${text}`);
  }
  if (differences.length > 0 || servedDiffers) {
    const what = [differences.length > 0 ? 'the rebuild differs from the record' : null, servedDiffers ? 'the served copy differs from the record' : null];
    throw new CommandError(`not verified: ${what.filter(Boolean).join(' and ')}`);
  }
}

/** The version's folder on this host (RELEASES_DIR) against the record: what visitors get from here. */
async function checkServedCopy(ctx: ReleaseContext, record: ReleaseRecord): Promise<boolean> {
  const folder = versionFolder(ctx.config.releasesDir, record.remote, record.version);
  if (!(await exists(folder))) {
    line(ctx, `served copy: not on this host (${folder} does not exist), not checked`);
    return false;
  }
  const differences = listDifferences(record.files, (await digestTree(folder)).files);
  if (differences.length === 0) {
    line(ctx, `served copy: ${folder} holds exactly the recorded files`);
    return false;
  }
  line(ctx, `served copy: ${folder} differs from the record (${differences.length} file(s)):`);
  for (const text of differences) line(ctx, `  ${text}`);
  return true;
}

/** One line per file that differs: changed, missing from the other tree, or extra in it. */
function listDifferences(recorded: readonly TreeFile[], other: readonly TreeFile[]): string[] {
  const { changed, added, removed } = treeDifference(recorded, other);
  const sha = new Map(recorded.map((file) => [file.path, file.sha256]));
  const otherSha = new Map(other.map((file) => [file.path, file.sha256]));
  return [
    ...changed.map((path) => `changed  ${path}  (recorded ${sha.get(path)?.slice(0, 12)}…, found ${otherSha.get(path)?.slice(0, 12)}…)`),
    ...removed.map((path) => `missing  ${path}  (recorded, not found)`),
    ...added.map((path) => `extra    ${path}  (found, not recorded)`),
  ];
}
