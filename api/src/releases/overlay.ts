import type { RegistryDocument, RemoteEntry } from '@portal/contracts/registry';
import { recordRef } from './record.js';
import { candidateApplies, type PublishedVersion, type Release } from './state.js';

// GET /registry.json = the registry file overlaid by the database (docs/adr/0017). The file stays the base (other
// fields, remotes never released through `pnpm release`); for a remote with a stable version in the database the
// database decides everything version-related, including whether a rollout is sent at all.

/** The document to serve, or null when there is neither a valid file nor a released remote. */
export function overlayRegistry(base: RegistryDocument | null, releases: readonly Release[], now: Date): RegistryDocument | null {
  const released = new Map(releases.filter((release) => release.stable).map((release) => [release.state.remote, release]));
  if (!base && released.size === 0) return null;
  const fromFile = base?.remotes ?? [];
  const remotes = fromFile.map((entry) => {
    const release = released.get(entry.name);
    return release ? releasedEntry(entry, release, now) : entry;
  });
  const listed = new Set(fromFile.map((entry) => entry.name));
  for (const [name, release] of released) {
    if (!listed.has(name)) remotes.push(releasedEntry({ name }, release, now));
  }
  return { schemaVersion: 1, remotes };
}

function releasedEntry(base: Partial<RemoteEntry> & { name: string }, release: Release, now: Date): RemoteEntry {
  // The file's version fields and rollout are the database's to say; its other fields (an owner…) are kept. So is
  // provenance, an extra property of entries: a file's own would vouch for a version the database replaced.
  const { version: _v, manifestUrl: _m, routes: _r, slots: _s, rollout: _o, provenance: _p, ...rest } = base as typeof base & { provenance?: unknown };
  const stable = release.stable as PublishedVersion;
  const entry: RemoteEntry = { ...rest, ...versionFields(stable) };
  if (release.candidate && candidateApplies(release.state, now)) {
    entry.rollout = { ...versionFields(release.candidate), percent: release.state.percent };
  }
  return entry;
}

function versionFields(version: PublishedVersion) {
  return {
    version: version.version,
    manifestUrl: version.manifestUrl,
    routes: version.routes,
    ...(version.slots ? { slots: version.slots } : {}),
    // The version's release record (`pnpm release record <remote> <version>` prints it, docs/adr/0024): whoever holds
    // this answer can check that the record they are shown is the one served. None before records began.
    ...(version.record ? { provenance: recordRef(version.record) } : {}),
  };
}
