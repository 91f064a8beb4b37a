import names from './remotes.json' with { type: 'json' };

// The remotes of the site, named once: in remotes.json, so the build and lint scripts (plain .mjs, run before anything
// is compiled) read the same list the API and the pages import from here. Releases and the registry name a remote by
// these; the registry's own schema accepts any `mf-<letters>` so a shell keeps reading a registry that names a newer one.

export type RemoteName = string;

export const REMOTE_NAMES: readonly RemoteName[] = names;

export function isRemoteName(value: string): value is RemoteName {
  return REMOTE_NAMES.includes(value);
}
