import * as v from 'valibot';

// The remote registry (docs/adr/0001, 0017): which remotes make up the site, at which versions, owning which pages.
// Defined once, here: the server validates what it publishes (`pnpm release publish`), reads (REGISTRY_FILE) and
// serves (/registry.json) with it, and every visitor's shell validates what it reads with it. Two notations that
// disagreed let a publish through that made every shell drop the live registry (issue 22); now there is one
// (docs/adr/0027). Valibot, because the shell runs it on every page: it costs about a kilobyte there, needs no eval
// under the page's CSP, and Node runs the same code.

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

const routePattern = v.pipe(v.string(), v.regex(ROUTE_PATTERN));

/**
 * The paths a remote owns under /pc/ and /mobile/, and under /admin/ for the back office (what it declares in ../pages).
 * `admin` is optional: the public remotes have none, and a shell built before it strips the field and never routes there.
 */
export const remoteRoutesSchema = v.object({
  pc: v.array(routePattern),
  mobile: v.array(routePattern),
  admin: v.optional(v.array(routePattern)),
});

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
function listedTwice(registry: RegistryDocument): string | null {
  const names = registry.remotes.map((remote) => remote.name);
  return names.find((name, index) => names.indexOf(name) !== index) ?? null;
}

/** The registry document, or null when it is not one (a CDN error page, a half-written file, one remote twice…). */
export function parseRegistry(document: unknown): RegistryDocument | null {
  const result = v.safeParse(registrySchema, document);
  return result.success && listedTwice(result.output) === null ? result.output : null;
}

/** Why `document` is no registry, or null when it is one: the first problem, with its field (for logs and tools). */
export function registryProblem(document: unknown): string | null {
  const result = v.safeParse(registrySchema, document);
  if (!result.success) return describe(result.issues[0]!, document);
  const twice = listedTwice(result.output);
  return twice ? `remote ${twice} is listed twice` : null;
}

/** Each way one remote's entry breaks the registry's rules, `field "value" what is wrong`; empty when it is readable. */
export function registryEntryProblems(entry: unknown): string[] {
  const result = v.safeParse(remoteEntrySchema, entry, { abortEarly: false });
  return result.success ? [] : result.issues.map((issue) => describe(issue, entry));
}

type Issue = v.InferIssue<typeof registrySchema> | v.InferIssue<typeof remoteEntrySchema>;

// What a field must look like, said to the person publishing; kept out of the schema (and so out of the shell's
// bundle, which never describes a problem). Each finishes a sentence that starts with the field and its value.
const EXPECTED: Array<[RegExp, string]> = [
  [/^(rollout\.)?version$/, 'is not a semantic version such as 1.3.0, 1.3.0-rc.1 or 1.3.0-rc.1+sha.abc (at most 64 characters)'],
  [/(^|\.)routes\./, 'is not a route pattern the shell reads: segments of letters, digits, - and _, then :param segments or a final /*, no leading /'],
  [/(^|\.)slots\[/, 'is not a slot name such as personalCenter.registration'],
  [/(^|\.)name$/, 'is not a remote name such as mf-voting'],
  [/(^|\.)manifestUrl$/, 'is not a root-relative path or an http(s) URL without spaces'],
];

/** `routes.pc[0] "/home" is not a route pattern …`: the field as a path, its value, and what it must be. */
function describe(issue: Issue, root: unknown): string {
  const path = (issue.path ?? []).map((item, index) => (typeof item.key === 'number' ? `[${item.key}]` : `${index ? '.' : ''}${String(item.key)}`)).join('');
  const field = path || (root === issue.input ? 'the document' : 'a field');
  const expected = EXPECTED.find(([pattern]) => pattern.test(path))?.[1];
  return typeof issue.input === 'string' && expected ? `${field} ${JSON.stringify(issue.input)} ${expected}` : `${field}: ${issue.message}`;
}
