import * as v from 'valibot';
import { REMOTE_NAMES, isSlotName } from '@portal/shared/contracts';

const routePattern = v.pipe(v.string(), v.regex(/^[\w:-]+(\/[\w:-]+)*$/));

/** What a version of a remote offers: where its manifest is, the paths it owns and the slots it fills. */
const versionFields = {
  version: v.pipe(v.string(), v.regex(/^\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?$/)),
  // Root-relative (same origin as the shell) or an absolute http(s) URL on any origin.
  manifestUrl: v.pipe(v.string(), v.regex(/^(\/(?!\/)|https?:\/\/)\S+$/)),
  routes: v.object({ pc: v.array(routePattern), mobile: v.array(routePattern) }),
  // Extension slots this remote fills (docs/adr/0008); unknown names are kept out rather than failing the registry.
  slots: v.optional(v.pipe(v.array(v.string()), v.filterItems(isSlotName))),
};

/**
 * A staged release (docs/adr/0017): a candidate version served to `percent` of visitors, chosen by a sticky bucket
 * of the visitor (rollout.ts). The server sends it only while it applies (its date window, by the server clock).
 */
const rolloutSchema = v.looseObject({
  ...versionFields,
  percent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
});

const remoteSchema = v.looseObject({
  name: v.picklist(REMOTE_NAMES),
  ...versionFields,
  // A rollout the shell cannot read is ignored (the stable version is served), never a reason to drop the registry.
  rollout: v.optional(v.fallback(v.optional(rolloutSchema), undefined)),
});

export const registrySchema = v.object({
  schemaVersion: v.literal(1),
  remotes: v.array(remoteSchema),
});

export type RemoteRegistry = v.InferOutput<typeof registrySchema>;
export type RegistryRemote = RemoteRegistry['remotes'][number];
export type RemoteRollout = NonNullable<RegistryRemote['rollout']>;

/** The registry document, or null when it is not one (a CDN error page, a half-written file…). */
export function parseRegistry(document: unknown): RemoteRegistry | null {
  const result = v.safeParse(registrySchema, document);
  if (!result.success) return null;
  const names = result.output.remotes.map((remote) => remote.name);
  return new Set(names).size === names.length ? result.output : null;
}
