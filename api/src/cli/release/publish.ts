import { join, resolve } from 'node:path';
import type { Selectable } from 'kysely';
import type { ReleaseVersionTable } from '../../db/schema-releases.js';
import { registryEntryProblems, type RemoteRoutes } from '@portal/contracts/registry';
import { declarationOf } from '@portal/contracts/pages';
import { commitRelease } from '../../releases/commit.js';
import { mismatchedCompressedCopies } from '../../releases/compressed.js';
import { exists, FolderTaken, markPublished, placeRelease, readJson, versionFolder } from '../../releases/folder.js';
import { checkChain, recordHash, recordOf, recordRef } from '../../releases/record.js';
import { changedBuildInputs, fileSha256At, headCommit, resolveCommit, SourceError } from '../../releases/source.js';
import { findVersion, readState, readVersions, toPublished } from '../../releases/state.js';
import { afterPublish } from '../../releases/transitions.js';
import { describeDifference, digestTree, treeDifference, type TreeFile } from '../../releases/tree.js';
import { CommandError } from '../command-line.js';
import type { ReleaseContext } from './context.js';
import { line, type ChangeOptions } from './output.js';

export interface PublishOptions extends ChangeOptions {
  skipBuild?: boolean;
  /** A built folder to publish instead of `<remote>/dist` (a CDN artefact, a test's modified copy). */
  from?: string;
  /** With `from`: the commit that folder was built from (its record names it). */
  commit?: string;
  /** Publish a build of a working tree with uncommitted changes to the build's inputs, recorded as dirty. */
  allowDirty?: boolean;
  version?: string;
}

type PublishedRow = Selectable<ReleaseVersionTable>;

/**
 * `pnpm release publish <remote>`: stores a build under its version, once and for all. The same version again with
 * the same bytes (and routes) changes nothing; with anything different it is refused, naming what differs.
 */
export async function publishCommand(ctx: ReleaseContext, remote: string, options: PublishOptions): Promise<void> {
  const remoteDir = join(ctx.remotesRoot, remote);
  const version = options.version ?? (await packageVersion(remoteDir));
  const manifestUrl = `${ctx.publicBase}/${remote}/${version}/mf-manifest.json`;
  // A folder built elsewhere may carry the routes.json it was built with; a build of this checkout lists what the
  // remote declares in @portal/contracts/pages (a remote folder may still carry a routes.json of its own).
  const routesDir = options.from && (await exists(join(options.from, 'routes.json'))) ? resolve(options.from) : remoteDir;
  const { routes, slots } = await readRoutes(routesDir, remote);
  refuseUnreadableEntry(remote, version, { name: remote, version, manifestUrl, routes, ...(slots ? { slots } : {}) });
  const source = await readSource(ctx, remote, options);
  if (!options.from && !options.skipBuild) ctx.build(remote, ctx.remotesRoot);
  const built = options.from ? resolve(options.from) : join(remoteDir, 'dist');
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    if (!(await exists(join(built, file)))) throw new CommandError(`${built} is not a build of a remote: it has no ${file}`);
  }
  const mismatched = await mismatchedCompressedCopies(built);
  if (mismatched.length > 0) {
    throw new CommandError(`refused: ${built} holds precompressed copies that are not its files (the server would send them to the browsers that accept them): ${mismatched.join('; ')}. Rebuild, or delete the copies. Nothing was changed.`);
  }

  const published = await findVersion(ctx.db, remote, version);
  if (published) return republish(ctx, { remote, version, source: built, routes, slots }, published);

  const tree = await placeFolder(ctx, remote, version, built);
  // The state first, then the chain's head: a publish committed between the two reads moved the state's revision, so
  // this one's compare-and-set fails instead of chaining to a stale head.
  const state = await readState(ctx.db, remote);
  const previous = await chainHead(ctx, remote);
  const change = afterPublish(state, version);
  const at = ctx.clock.now().toISOString();
  const actor = ctx.actor(options.by);
  const row = {
    remote,
    version,
    manifest_url: manifestUrl,
    routes: JSON.stringify(routes),
    slots: slots ? JSON.stringify(slots) : null,
    digest: tree.digest,
    files: JSON.stringify(tree.files),
    published_at: at,
    published_by: actor,
    source_commit: source.commit,
    source_dirty: source.dirty ? 1 : 0,
    lockfile_sha256: source.lockfileSha256,
    record_previous: previous,
  };
  const record = recordOf(row);
  if (!record) throw new Error('a new version always has a record');
  const recordSha256 = recordHash(record);
  await commitRelease(ctx.db, {
    remote,
    read: state,
    change,
    actor,
    auditActor: { kind: 'cli', name: actor },
    reason: options.reason?.trim() || null,
    at,
    version: { ...row, record_sha256: recordSha256 },
  });
  await markPublished(ctx.config.releasesDir, remote, version, tree.digest, recordSha256);
  line(ctx, `✓ published ${remote}@${version}: ${tree.files.length} files, digest ${tree.digest.slice(0, 12)}, ${manifestUrl}`);
  line(ctx, `  record ${recordRef(recordSha256)}: commit ${source.commit}${source.dirty ? ' with uncommitted changes (--allow-dirty)' : ''}`);
  line(ctx, `  ${change.summary}`);
}

/** What the build was made from: HEAD of a clean checkout, or the commit `--from` names. */
async function readSource(ctx: ReleaseContext, remote: string, options: PublishOptions): Promise<{ commit: string; dirty: boolean; lockfileSha256: string }> {
  const repo = ctx.remotesRoot;
  try {
    if (options.from) {
      if (!options.commit) throw new CommandError(`refused: a folder built elsewhere needs the commit it was built from: --from ${options.from} --commit <sha>. Nothing was changed.`);
      if (options.allowDirty) throw new CommandError('--allow-dirty is about this checkout: a folder built elsewhere (--from) is recorded as built from the clean --commit');
      const commit = await resolveCommit(repo, options.commit);
      return { commit, dirty: false, lockfileSha256: await fileSha256At(repo, commit, LOCKFILE) };
    }
    if (options.commit) throw new CommandError(`--commit goes with --from: a build of this checkout records its own commit (HEAD)`);
    const commit = await headCommit(repo);
    const changed = await changedBuildInputs(repo, remote);
    if (changed.length > 0 && !options.allowDirty) {
      const shown = changed.slice(0, 5).join(', ') + (changed.length > 5 ? ` and ${changed.length - 5} more` : '');
      throw new CommandError(`refused: the working tree has uncommitted changes that go into a build of ${remote} (${shown}), so the build would not be the commit's. Commit them first, or publish with --allow-dirty to record it as built from a dirty tree. Nothing was changed.`);
    }
    return { commit, dirty: changed.length > 0, lockfileSha256: await fileSha256At(repo, commit, LOCKFILE) };
  } catch (error) {
    if (error instanceof SourceError) throw new CommandError(`refused: ${error.message}. Nothing was changed.`);
    throw error;
  }
}

const LOCKFILE = 'pnpm-lock.yaml';

/** The hash of the remote's newest record: the one a new record names as its previous. */
async function chainHead(ctx: ReleaseContext, remote: string): Promise<string | null> {
  const versions = await readVersions(ctx.db, remote);
  const chain = checkChain(versions);
  // A broken chain is not repaired by refusing releases: the break stays where it is, visible to record and verify.
  if (!chain.intact) ctx.io.stderr.write(`warning: the release records of ${remote} are broken: ${chain.reason}\n`);
  return versions.findLast((row) => row.record_sha256 !== null)?.record_sha256 ?? null;
}

/** A build to publish: where it is and what its routes.json says. */
type Build = { remote: string; version: string; source: string; routes: RemoteRoutes; slots: string[] | null };

/** The same version again: nothing to do with the same bytes and routes (but a missing folder), refused otherwise. */
async function republish(ctx: ReleaseContext, build: Build, published: PublishedRow): Promise<void> {
  const { remote, version, source } = build;
  const tree = await digestTree(source);
  const differences = versionDifferences(published, tree.files, build.routes, build.slots);
  if (differences.length > 0) {
    throw new CommandError(`refused: ${remote}@${version} is already published and a version never changes; ${differences.join('; ')}. Nothing was changed: give the new build a new version.`);
  }
  // Another host's RELEASES_DIR, or one wiped by hand: the same bytes may put the folder back.
  if (!(await exists(versionFolder(ctx.config.releasesDir, remote, version)))) {
    await placeFolder(ctx, remote, version, source);
    await markPublished(ctx.config.releasesDir, remote, version, tree.digest, published.record_sha256);
    line(ctx, `${remote}@${version} is already published with the same files; its missing folder was put back`);
    return;
  }
  line(ctx, `${remote}@${version} is already published with the same files: nothing to do`);
}

async function placeFolder(ctx: ReleaseContext, remote: string, version: string, source: string) {
  try {
    return await placeRelease(ctx.config.releasesDir, remote, version, source);
  } catch (error) {
    if (error instanceof FolderTaken) throw new CommandError(`refused: ${error.message}. Nothing was changed.`);
    throw error;
  }
}

async function packageVersion(remoteDir: string): Promise<string> {
  const pkg = await readJson(join(remoteDir, 'package.json')).catch((error: unknown) => {
    throw new CommandError(`cannot read ${join(remoteDir, 'package.json')}: ${String(error)}`);
  });
  const version = (pkg as { version?: unknown }).version;
  if (typeof version !== 'string') throw new CommandError(`${join(remoteDir, 'package.json')} has no version`);
  return version;
}

/**
 * The paths the remote owns and the slots it fills, as a routes.json in `dir` writes them, else as the remote declares
 * them in @portal/contracts/pages (checked with the whole entry).
 */
async function readRoutes(dir: string, remote: string): Promise<{ routes: RemoteRoutes; slots: string[] | null }> {
  const file = join(dir, 'routes.json');
  const declared = declarationOf(remote);
  if (declared && !(await exists(file))) {
    const { slots, ...routes } = declared;
    return { routes, slots: slots ?? null };
  }
  const value = await readJson(file).catch((error: unknown) => {
    throw new CommandError(`cannot read ${file}: ${String(error)}`);
  });
  if (typeof value !== 'object' || value === null) throw new CommandError(`${file}: routes must be {"pc": [...], "mobile": [...]} of relative paths, with "admin": [...] for back-office pages`);
  const { slots, ...routes } = value as { slots?: string[] };
  return { routes: routes as RemoteRoutes, slots: slots ?? null };
}

/**
 * Refuses a version whose registry entry a shell would not read: every visitor's shell drops a registry with such an
 * entry whole and falls back to its built-in copy (issue 22). Each problem names its field.
 */
function refuseUnreadableEntry(remote: string, version: string, entry: Record<string, unknown>): void {
  const problems = registryEntryProblems(entry);
  if (problems.length === 0) return;
  throw new CommandError(`refused: ${remote}@${version} would be listed in the registry with fields the shell cannot read: ${problems.join('; ')}. Nothing was changed.`);
}

function versionDifferences(
  published: PublishedRow,
  files: TreeFile[],
  routes: RemoteRoutes,
  slots: string[] | null,
): string[] {
  const differences: string[] = [];
  const bytes = describeDifference(treeDifference(JSON.parse(published.files) as TreeFile[], files));
  if (bytes) differences.push(`the build differs from the published files (${bytes})`);
  const before = toPublished(published);
  if (JSON.stringify(before.routes) !== JSON.stringify(routes)) differences.push('routes.json lists other routes');
  if (JSON.stringify(before.slots) !== JSON.stringify(slots)) differences.push('routes.json lists other slots');
  return differences;
}
