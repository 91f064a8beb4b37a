import * as v from 'valibot';

// The remote registry as a public page's shell reads it, `@portal/contracts/registry/public` (docs/adr/0001, 0017,
// 0030): which remotes make up the site, at which versions, owning which pages under /pc/ and /mobile/. The whole
// registry (./whole.ts, `@portal/contracts/registry`: what the server publishes, reads and serves, and what the back
// office's shell reads) is this one with each remote's `routes.admin` added. A public shell never routes to the back
// office, so it reads none of that: `v.object` drops a key it does not name. This module is every visitor's main.js
// code exactly as it was before the back office, in the same file (its path names the module in main.js): issue 24,
// not a byte more on any public page. Valibot, because the shell runs it on every page: it costs about a kilobyte
// there, needs no eval under the page's CSP, and Node runs the same code.

/**
 * react-router relative path patterns, as the server and the shell both match them: literal segments, `:param`
 * segments and a final `*` splat (`news/consult/detail`, `c/:id`, `secondCompetition/*`). The first segment is literal,
 * so no remote can claim every page of a device.
 */
export const ROUTE_PATTERN = /^[A-Za-z0-9_-]+(?:\/(?:[A-Za-z0-9_-]+|:[A-Za-z_][A-Za-z0-9_]*))*(?:\/\*)?$/;

/** Semantic Versioning 2.0.0, pre-release and build metadata included (semver.org's own expression). */
export const VERSION_PATTERN =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

/** A version is a folder name, a URL segment and a beacon field: bounded. */
export const VERSION_MAX_LENGTH = 64;

export const REMOTE_NAME_PATTERN = /^mf-[a-z]+$/;
export const SLOT_NAME_PATTERN = /^[A-Za-z]+(\.[A-Za-z]+)+$/;
/** Root-relative (the shell's own origin; not protocol-relative `//host`) or an absolute http(s) URL. */
export const MANIFEST_URL_PATTERN = /^(?:\/(?!\/)|https?:\/\/)\S+$/;

export const routePattern = v.pipe(v.string(), v.regex(ROUTE_PATTERN));

/** The paths a remote owns under /pc/ and /mobile/ (what it declares in ../pages); the back office's are in ./whole.ts. */
export const remoteRoutesSchema = v.object({ pc: v.array(routePattern), mobile: v.array(routePattern) });

/** What one version of a remote offers: the same fields on the entry (stable) and in its rollout (candidate). */
const versionFields = {
  version: v.pipe(v.string(), v.maxLength(VERSION_MAX_LENGTH), v.regex(VERSION_PATTERN)),
  manifestUrl: v.pipe(v.string(), v.regex(MANIFEST_URL_PATTERN)),
  routes: remoteRoutesSchema,
  // Extension slots this version fills (docs/adr/0008); a page's slot names a provider by these.
  slots: v.optional(v.array(v.pipe(v.string(), v.regex(SLOT_NAME_PATTERN)))),
};

/**
 * A staged release (docs/adr/0017): a candidate version served to `percent` of visitors, chosen by a sticky bucket
 * of the visitor. The server sends it only while it applies (its date window, by the server clock).
 */
export const remoteRolloutSchema = v.looseObject({
  ...versionFields,
  percent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
});

export const remoteEntrySchema = v.looseObject({
  name: v.pipe(v.string(), v.regex(REMOTE_NAME_PATTERN)),
  ...versionFields,
  // A rollout that cannot be read is dropped (the stable version is served), never a reason to drop the registry.
  rollout: v.optional(v.fallback(v.optional(remoteRolloutSchema), undefined)),
});

export const registrySchema = v.object({
  schemaVersion: v.literal(1),
  remotes: v.array(remoteEntrySchema),
});

export type RemoteRoutes = v.InferOutput<typeof remoteRoutesSchema>;
export type RemoteRollout = v.InferOutput<typeof remoteRolloutSchema>;
export type RemoteEntry = v.InferOutput<typeof remoteEntrySchema>;
export type RegistryDocument = v.InferOutput<typeof registrySchema>;

/** The first remote listed twice, or null. */
export function listedTwice(registry: { remotes: ReadonlyArray<{ name: string }> }): string | null {
  const names = registry.remotes.map((remote) => remote.name);
  return names.find((name, index) => names.indexOf(name) !== index) ?? null;
}

/** The registry document, or null when it is not one (a CDN error page, a half-written file, one remote twice…). */
export function parseRegistry(document: unknown): RegistryDocument | null {
  const result = v.safeParse(registrySchema, document);
  return result.success && listedTwice(result.output) === null ? result.output : null;
}
