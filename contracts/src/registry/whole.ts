import * as v from 'valibot';
import * as forPublicPages from './index.js';

// The remote registry (docs/adr/0001, 0017, 0030): which remotes make up the site, at which versions, owning which
// pages; `@portal/contracts/registry`. Defined once, here and in ./index.ts: the server validates what it publishes
// (`pnpm release publish`), reads (REGISTRY_FILE) and serves (/registry.json) with this one, the back office's shell
// reads with it, and every public page's shell reads with ./index.ts (`@portal/contracts/registry/public`), the same
// schema without `routes.admin` (dropped there, as by every shell built before the back office). Two notations that disagreed let a publish through that made every shell drop the live
// registry (issue 22); now there is one (docs/adr/0027), and this file only adds the back office's routes to it.

export {
  ROUTE_PATTERN,
  VERSION_PATTERN,
  VERSION_MAX_LENGTH,
  REMOTE_NAME_PATTERN,
  SLOT_NAME_PATTERN,
  MANIFEST_URL_PATTERN,
} from './index.js';

/**
 * The paths a remote owns under /pc/ and /mobile/, and under /admin/ for the back office (what it declares in ../pages).
 * `admin` is optional: the public remotes have none.
 */
export const remoteRoutesSchema = v.object({
  ...forPublicPages.remoteRoutesSchema.entries,
  admin: v.optional(v.array(forPublicPages.routePattern)),
});

/** A staged release (./index.ts) whose candidate may own back-office pages too. */
export const remoteRolloutSchema = v.looseObject({ ...forPublicPages.remoteRolloutSchema.entries, routes: remoteRoutesSchema });

export const remoteEntrySchema = v.looseObject({
  ...forPublicPages.remoteEntrySchema.entries,
  routes: remoteRoutesSchema,
  // As in ./index.ts: a rollout that cannot be read is dropped (the stable version is served), never the registry.
  rollout: v.optional(v.fallback(v.optional(remoteRolloutSchema), undefined)),
});

export const registrySchema = v.object({ ...forPublicPages.registrySchema.entries, remotes: v.array(remoteEntrySchema) });

export type RemoteRoutes = v.InferOutput<typeof remoteRoutesSchema>;
export type RemoteRollout = v.InferOutput<typeof remoteRolloutSchema>;
export type RemoteEntry = v.InferOutput<typeof remoteEntrySchema>;
export type RegistryDocument = v.InferOutput<typeof registrySchema>;

/** The registry document, or null when it is not one (a CDN error page, a half-written file, one remote twice…). */
export function parseRegistry(document: unknown): RegistryDocument | null {
  const result = v.safeParse(registrySchema, document);
  return result.success && forPublicPages.listedTwice(result.output) === null ? result.output : null;
}

/** Why `document` is no registry, or null when it is one: the first problem, with its field (for logs and tools). */
export function registryProblem(document: unknown): string | null {
  const result = v.safeParse(registrySchema, document);
  if (!result.success) return describe(result.issues[0]!, document);
  const twice = forPublicPages.listedTwice(result.output);
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
