import { Type, type Static } from 'typebox';

// The remote registry the shell reads at start. Remotes allow unknown properties so a newer
// registry still validates on an older server.
const RoutePattern = Type.String({
  minLength: 1,
  pattern: '^[^/\\s][^\\s]*$',
  description: 'react-router relative path pattern, no leading slash',
});

export const VERSION_PATTERN = '^\\d+\\.\\d+\\.\\d+(?:[-+][0-9A-Za-z.+-]+)?$';

/** The paths a remote owns under /pc/ and /mobile/ (its routes.json). */
export const RemoteRoutes = Type.Object(
  { pc: Type.Array(RoutePattern), mobile: Type.Array(RoutePattern) },
  { additionalProperties: false },
);
export type RemoteRoutes = Static<typeof RemoteRoutes>;

/** Extension slots the remote fills (docs/adr/0008), e.g. personalCenter.registration. */
export const RemoteSlots = Type.Array(Type.String({ pattern: '^[A-Za-z]+(\\.[A-Za-z]+)+$' }));

/** What one version of a remote offers: the same fields on the entry (stable) and in its rollout (candidate). */
const versionFields = {
  version: Type.String({ pattern: VERSION_PATTERN }),
  // Root-relative (but not protocol-relative `//host`) or absolute http(s).
  manifestUrl: Type.String({ pattern: '^(?:/(?!/)|https?://)\\S+$' }),
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
    name: Type.String({ pattern: '^mf-[a-z]+$' }),
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
