import { join, resolve } from 'node:path';
import type { Selectable } from 'kysely';
import type { ReleaseVersionTable } from '../../db/schema-releases.js';
import { Compile } from 'typebox/compile';
import { RemoteRoutes, RemoteSlots, VERSION_PATTERN } from '../../registry/schema.js';
import { commitRelease } from '../../releases/commit.js';
import { exists, FolderTaken, markPublished, placeRelease, readJson, versionFolder } from '../../releases/folder.js';
import { findVersion, readState, toPublished } from '../../releases/state.js';
import { afterPublish } from '../../releases/transitions.js';
import { describeDifference, digestTree, treeDifference, type TreeFile } from '../../releases/tree.js';
import { CommandError } from '../command-line.js';
import type { ReleaseContext } from './context.js';
import { line, type ChangeOptions } from './output.js';

export interface PublishOptions extends ChangeOptions {
  skipBuild?: boolean;
  /** A built folder to publish instead of `<remote>/dist` (a CDN artefact, a test's modified copy). */
  from?: string;
  version?: string;
}

type PublishedRow = Selectable<ReleaseVersionTable>;

const routesCheck = Compile(RemoteRoutes);
const slotsCheck = Compile(RemoteSlots);
const versionPattern = new RegExp(VERSION_PATTERN);

/**
 * `pnpm release publish <remote>`: stores a build under its version, once and for all. The same version again with
 * the same bytes (and routes) changes nothing; with anything different it is refused, naming what differs.
 */
export async function publishCommand(ctx: ReleaseContext, remote: string, options: PublishOptions): Promise<void> {
  const remoteDir = join(ctx.remotesRoot, remote);
  const version = options.version ?? (await packageVersion(remoteDir));
  if (!versionPattern.test(version)) throw new CommandError(`"${version}" is not a version like 1.2.3 or 1.2.3-rc.1`);
  const { routes, slots } = await readRoutes(remoteDir);
  if (!options.from && !options.skipBuild) ctx.build(remote);
  const source = options.from ? resolve(options.from) : join(remoteDir, 'dist');
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    if (!(await exists(join(source, file)))) throw new CommandError(`${source} is not a build of a remote: it has no ${file}`);
  }

  const published = await findVersion(ctx.db, remote, version);
  if (published) return republish(ctx, { remote, version, source, routes, slots }, published);

  const tree = await placeFolder(ctx, remote, version, source);
  const state = await readState(ctx.db, remote);
  const change = afterPublish(state, version);
  const at = ctx.clock.now().toISOString();
  const actor = ctx.actor(options.by);
  const manifestUrl = `${ctx.publicBase}/${remote}/${version}/mf-manifest.json`;
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
  };
  await commitRelease(ctx.db, { remote, read: state, change, actor, reason: options.reason?.trim() || null, at, version: row });
  await markPublished(ctx.config.releasesDir, remote, version, tree.digest);
  line(ctx, `✓ published ${remote}@${version}: ${tree.files.length} files, digest ${tree.digest.slice(0, 12)}, ${manifestUrl}`);
  line(ctx, `  ${change.summary}`);
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
    await markPublished(ctx.config.releasesDir, remote, version, tree.digest);
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

/** routes.json: the paths the remote owns and the slots it fills, checked as the registry will carry them. */
async function readRoutes(remoteDir: string): Promise<{ routes: RemoteRoutes; slots: string[] | null }> {
  const file = join(remoteDir, 'routes.json');
  const value = await readJson(file).catch((error: unknown) => {
    throw new CommandError(`cannot read ${file}: ${String(error)}`);
  });
  const { slots, ...routes } = (value ?? {}) as { slots?: unknown };
  if (!routesCheck.Check(routes)) throw new CommandError(`${file}: routes must be {"pc": [...], "mobile": [...]} of relative paths`);
  if (slots !== undefined && !slotsCheck.Check(slots)) throw new CommandError(`${file}: slots must be names like personalCenter.registration`);
  return { routes, slots: slots ?? null };
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
