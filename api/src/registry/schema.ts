import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';

// The remote registry the shell reads at start. Remotes allow unknown properties so a newer
// registry still validates on an older server.
//
// Whatever this accepts, the shell's reading of the registry (shared/src/registry/schema.ts) must accept too: a
// document one remote's field makes unreadable is dropped whole by every visitor's shell (issue 22). The patterns
// below are the same expressions there; registry-agreement tests on both sides hold them to one list of examples
// (api/test/registry/registry-examples.json). The contracts package (issue 23) makes them one definition.

/**
 * react-router relative path patterns as the server and the shell both match them: literal segments, `:param`
 * segments and a final `*` splat (`news/consult/detail`, `c/:id`, `secondCompetition/*`). The first segment is literal,
 * so no remote can claim every page of a device.
 */
export const ROUTE_PATTERN = '^[A-Za-z0-9_-]+(?:/(?:[A-Za-z0-9_-]+|:[A-Za-z_][A-Za-z0-9_]*))*(?:/\\*)?$';

const RoutePattern = Type.String({
  pattern: ROUTE_PATTERN,
  description: 'react-router relative path pattern, no leading slash',
});

/** Semantic Versioning 2.0.0, pre-release and build metadata included (semver.org's own expression). */
export const VERSION_PATTERN =
  '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)' +
  '(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?' +
  '(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$';

/** A version is a folder name, a URL segment and a beacon field: bounded. */
export const VERSION_MAX_LENGTH = 64;

export const REMOTE_NAME_PATTERN = '^mf-[a-z]+$';
export const SLOT_NAME_PATTERN = '^[A-Za-z]+(\\.[A-Za-z]+)+$';
export const MANIFEST_URL_PATTERN = '^(?:/(?!/)|https?://)\\S+$';

/** The paths a remote owns under /pc/ and /mobile/ (its routes.json). */
export const RemoteRoutes = Type.Object(
  { pc: Type.Array(RoutePattern), mobile: Type.Array(RoutePattern) },
  { additionalProperties: false },
);
export type RemoteRoutes = Static<typeof RemoteRoutes>;

/** Extension slots the remote fills (docs/adr/0008), e.g. personalCenter.registration. */
export const RemoteSlots = Type.Array(Type.String({ pattern: SLOT_NAME_PATTERN }));

/** What one version of a remote offers: the same fields on the entry (stable) and in its rollout (candidate). */
const versionFields = {
  version: Type.String({ pattern: VERSION_PATTERN, maxLength: VERSION_MAX_LENGTH }),
  // Root-relative (but not protocol-relative `//host`) or absolute http(s).
  manifestUrl: Type.String({ pattern: MANIFEST_URL_PATTERN }),
  routes: RemoteRoutes,
  slots: Type.Optional(RemoteSlots),
};

/**
 * A staged release (docs/adr/0017): the candidate version served to `percent` of visitors, picked in the browser by
 * a sticky bucket. The API sends it only while it applies (inside its date window by the server clock, if any).
 */
export const RemoteRollout = Type.Object(
  { ...versionFields, percent: Type.Integer({ minimum: 0, maximum: 100 }) },
  { additionalProperties: true },
);
export type RemoteRollout = Static<typeof RemoteRollout>;

export const RemoteEntry = Type.Object(
  {
    name: Type.String({ pattern: REMOTE_NAME_PATTERN }),
    ...versionFields,
    rollout: Type.Optional(RemoteRollout),
  },
  { additionalProperties: true },
);
export type RemoteEntry = Static<typeof RemoteEntry>;

export const RegistryDocument = Type.Object(
  {
    schemaVersion: Type.Literal(1),
    remotes: Type.Array(RemoteEntry),
  },
  { additionalProperties: false },
);

export type RegistryDocument = Static<typeof RegistryDocument>;

const entryCheck = Compile(RemoteEntry);

/** What each field must look like, said to the person publishing (the schema's own message is its regex). */
const EXPECTED: Array<[RegExp, string]> = [
  [/^version$/, 'is not a semantic version such as 1.3.0, 1.3.0-rc.1 or 1.3.0-rc.1+sha.abc (at most 64 characters)'],
  [/^routes\./, 'is not a route pattern the shell reads: segments of letters, digits, - and _, then :param segments or a final /*, no leading /'],
  [/^slots/, 'is not a slot name such as personalCenter.registration'],
  [/^name$/, 'is not a remote name such as mf-voting'],
  [/^manifestUrl$/, 'is not a root-relative path or an http(s) URL without spaces'],
];

/** Each way `entry` breaks the registry's rules, as `field "value" what is wrong` (empty when it is a readable entry). */
export function registryEntryProblems(entry: unknown): string[] {
  if (entryCheck.Check(entry)) return [];
  return [...entryCheck.Errors(entry)].map((error) => {
    const field = fieldName(error.instancePath);
    const expected = EXPECTED.find(([path]) => path.test(field))?.[1];
    const value = valueAt(entry, error.instancePath);
    return expected && typeof value === 'string' ? `${field} ${JSON.stringify(value)} ${expected}` : `${field}: ${error.message}`;
  });
}

/** `/routes/pc/2` → `routes.pc[2]`. */
function fieldName(pointer: string): string {
  const parts = pointer.split('/').filter(Boolean);
  if (parts.length === 0) return 'the entry';
  return parts.map((part, index) => (/^\d+$/.test(part) ? `[${part}]` : `${index ? '.' : ''}${part}`)).join('');
}

function valueAt(value: unknown, pointer: string): unknown {
  let at = value;
  for (const part of pointer.split('/').filter(Boolean)) at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[part] : undefined;
  return at;
}
