import * as v from 'valibot';
import { isSlotName } from '@portal/shared/contracts';

// What the server publishes and serves (api/src/registry/schema.ts) this must read: one field it cannot read drops
// the whole live registry for the built-in copy (issue 22). Same expressions as there, held to one list of examples
// by a test on each side (api/test/registry/registry-examples.json) until the contracts package makes them one.

/** react-router relative patterns: literal segments, `:param` segments, a final `*` splat; the first segment literal. */
const ROUTE = /^[A-Za-z0-9_-]+(?:\/(?:[A-Za-z0-9_-]+|:[A-Za-z_][A-Za-z0-9_]*))*(?:\/\*)?$/;
/** Semantic Versioning 2.0.0, pre-release and build metadata included (semver.org's own expression). */
const VERSION =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

const routePattern = v.pipe(v.string(), v.regex(ROUTE));

/** What a version of a remote offers: where its manifest is, the paths it owns and the slots it fills. */
const versionFields = {
  version: v.pipe(v.string(), v.maxLength(64), v.regex(VERSION)),
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
  // Any remote's name: the shell knows remotes by the registry only, so a new remote is no reason to drop it.
  name: v.pipe(v.string(), v.regex(/^mf-[a-z]+$/)),
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
