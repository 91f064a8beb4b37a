import { canonicalJson, checkChain, recordOf, recordRef, type ReleaseRecord, type VersionRow } from '../../releases/record.js';
import { readVersions } from '../../releases/state.js';
import { CommandError } from '../command-line.js';
import type { ReleaseContext } from './context.js';
import { line } from './output.js';

// `pnpm release record <remote> <version>`: a published version's release record (docs/adr/0024) — what it was built
// from, its files, the hash the registry serves as `provenance`, and whether the remote's chain holds up to it.

/** A version's row with the rows published before it (its chain), or a refusal naming the published versions. */
export async function publishedVersion(ctx: ReleaseContext, remote: string, version: string): Promise<{ row: VersionRow; chain: VersionRow[] }> {
  const rows = await readVersions(ctx.db, remote);
  const index = rows.findIndex((row) => row.version === version);
  const row = rows[index];
  if (!row) {
    const list = rows.length ? `published: ${rows.map((known) => known.version).join(', ')}` : 'none is published yet';
    throw new CommandError(`${remote}@${version} is not published (${list})`);
  }
  return { row, chain: rows.slice(0, index + 1) };
}

/** The version's record; a version published before records began has none, and nothing can be checked. */
export function requireRecord(row: VersionRow): ReleaseRecord & { hash: string } {
  const record = recordOf(row);
  if (!record || row.record_sha256 === null) {
    throw new CommandError(`${row.remote}@${row.version} was published before release records began (migration 014): nothing records the commit it was built from, so it cannot be checked. Publish a new version to get a record.`);
  }
  return { ...record, hash: row.record_sha256 };
}

export async function recordCommand(ctx: ReleaseContext, remote: string, version: string, options: { json?: boolean }): Promise<void> {
  const { row, chain } = await publishedVersion(ctx, remote, version);
  const { hash, ...record } = requireRecord(row);
  const check = checkChain(chain);
  if (options.json) {
    // Exactly the hashed bytes, no newline: `pnpm -s release record <remote> <version> --json | sha256sum`.
    ctx.io.stdout.write(canonicalJson(record));
  } else {
    const previous = chain.find((other) => other.record_sha256 !== null && other.record_sha256 === row.record_previous);
    line(ctx, `${remote}@${version}`);
    line(ctx, `  record     ${recordRef(hash)}`);
    line(ctx, `  previous   ${record.previous === null ? `none: the first record of ${remote}` : `${record.previous}${previous ? ` (${remote}@${previous.version})` : ''}`}`);
    line(ctx, `  commit     ${record.commit} ${record.dirty ? '(built from a working tree with uncommitted changes: --allow-dirty)' : '(clean)'}`);
    line(ctx, `  lockfile   sha256:${record.lockfileSha256} (pnpm-lock.yaml at that commit)`);
    line(ctx, `  files      ${record.files.length}, digest ${record.digest}`);
    line(ctx, `  published  ${record.publishedAt} by ${record.publishedBy}, ${record.manifestUrl}`);
    line(ctx, `  chain      ${check.intact ? `intact: ${check.count} record(s) of ${remote} up to this one` : `BROKEN: ${check.reason}`}`);
    line(ctx, 'The record is this canonical JSON (RFC 8785); its SHA-256 is the record hash, served by the registry as "provenance":');
    line(ctx, canonicalJson(record));
  }
  if (!check.intact) throw new CommandError(`the release records of ${remote} are broken: ${check.reason}`);
}
