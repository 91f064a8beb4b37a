import { Type, type Static } from 'typebox';

// The remote registry the shell reads at start. Remotes allow unknown properties so a newer
// registry (e.g. with rollout rules) still validates on an older server.
const RoutePattern = Type.String({
  minLength: 1,
  pattern: '^[^/\\s][^\\s]*$',
  description: 'react-router relative path pattern, no leading slash',
});

export const RemoteEntry = Type.Object(
  {
    name: Type.String({ pattern: '^mf-[a-z]+$' }),
    version: Type.String({ pattern: '^\\d+\\.\\d+\\.\\d+(?:[-+][0-9A-Za-z.+-]+)?$' }),
    // Root-relative (but not protocol-relative `//host`) or absolute http(s).
    manifestUrl: Type.String({ pattern: '^(?:/(?!/)|https?://)\\S+$' }),
    routes: Type.Object(
      { pc: Type.Array(RoutePattern), mobile: Type.Array(RoutePattern) },
      { additionalProperties: false },
    ),
    // Extension slots the remote fills (docs/adr/0008), e.g. personalCenter.registration.
    slots: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Za-z]+(\\.[A-Za-z]+)+$' }))),
    rollout: Type.Optional(Type.Object({}, { additionalProperties: true })),
  },
  { additionalProperties: true },
);

export const RegistryDocument = Type.Object(
  {
    schemaVersion: Type.Literal(1),
    remotes: Type.Array(RemoteEntry),
  },
  { additionalProperties: false },
);

export type RegistryDocument = Static<typeof RegistryDocument>;
