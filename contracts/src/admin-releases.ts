import { Type, type Static } from 'typebox';
import { REMOTE_NAME_PATTERN, VERSION_MAX_LENGTH, VERSION_PATTERN } from './registry/index.js';

// The back office's releases (issue 24, point 3): what `pnpm release status|history|ramp|window|rollback` show and do,
// as the release manager's routes under /api/admin/releases take and answer it. Publishing stays at the command line:
// it builds (or takes) a folder of files on the server, which a browser cannot hand over. The API validates and
// answers with these; mf-admin takes the types.

const nullableString = Type.Union([Type.String(), Type.Null()]);

export const RemoteParams = Type.Object(
  { remote: Type.String({ pattern: REMOTE_NAME_PATTERN.source, maxLength: 40 }) },
  { additionalProperties: false },
);
export type RemoteParams = Static<typeof RemoteParams>;

const Version = Type.String({ pattern: VERSION_PATTERN.source, maxLength: VERSION_MAX_LENGTH });
/** Why, for the release history (as `--reason`). */
const Reason = Type.Optional(Type.String({ maxLength: 500 }));
/** An ISO 8601 instant with a time zone, like 2024-02-10T10:00:00+08:00 (as `--from`/`--to`). */
const Instant = Type.String({ maxLength: 40 });

/** POST …/:remote/ramp: serve a published version to a sticky share of visitors; 100 makes it the stable version. */
export const RampBody = Type.Object({ version: Version, share: Type.Integer({ minimum: 0, maximum: 100 }), reason: Reason }, { additionalProperties: false });
export type RampBody = Static<typeof RampBody>;

/** POST …/:remote/promote: the version becomes the stable version for everyone (`ramp <version> 100`). */
export const PromoteBody = Type.Object({ version: Version, reason: Reason }, { additionalProperties: false });
export type PromoteBody = Static<typeof PromoteBody>;

/** POST …/:remote/window: serve a published version to everyone only from `from` (included) to `to` (excluded). */
export const WindowBody = Type.Object({ version: Version, from: Instant, to: Instant, reason: Reason }, { additionalProperties: false });
export type WindowBody = Static<typeof WindowBody>;

/** POST …/:remote/rollback: drop the candidate if one is served, else return to the previous stable version. */
export const RollbackBody = Type.Object({ reason: Reason }, { additionalProperties: false });
export type RollbackBody = Static<typeof RollbackBody>;

const Health = Type.Union([Type.Null(), Type.Object({ loads: Type.Integer(), failures: Type.Integer() })]);

/** One remote as `pnpm release status` shows it. A remote never released through the database has no stable version. */
export const RemoteRelease = Type.Object({
  remote: Type.String(),
  stable: nullableString,
  previousStable: nullableString,
  candidate: nullableString,
  /** The candidate's share of visitors, 0–100; null without a candidate. */
  share: Type.Union([Type.Integer(), Type.Null()]),
  window: Type.Union([Type.Null(), Type.Object({ from: Type.String(), to: Type.String() })]),
  /**
   * What visitors get now by the server's clock: `file` (the registry file decides: never released here), `stable`,
   * `candidate` (to `share`% of visitors), `windowNotOpen` or `windowOver` (stable, a window is set).
   */
  servedNow: Type.Union([Type.Literal('file'), Type.Literal('stable'), Type.Literal('candidate'), Type.Literal('windowNotOpen'), Type.Literal('windowOver')]),
  /** Loads reported since the version became candidate (loads of every outcome; failures = failed to load + threw). */
  health: Type.Object({ candidate: Health, stable: Health }),
  /** The remote's chain of release records: intact, how many, where broken, and served versions that have none. */
  records: Type.Object({ intact: Type.Boolean(), count: Type.Integer(), brokenAt: nullableString, unrecorded: Type.Array(Type.String()) }),
  /** Every published version, oldest first. */
  published: Type.Array(Type.String()),
});
export type RemoteRelease = Static<typeof RemoteRelease>;

/** GET /api/admin/releases. */
export const ReleaseStatus = Type.Object({ now: Type.String(), remotes: Type.Array(RemoteRelease) });
export type ReleaseStatus = Static<typeof ReleaseStatus>;

export const ReleaseHistoryQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) }, { additionalProperties: false });
export type ReleaseHistoryQuery = Static<typeof ReleaseHistoryQuery>;

/** One row of `pnpm release history`, newest first. */
export const ReleaseHistoryEntry = Type.Object({
  at: Type.String(),
  remote: Type.String(),
  action: Type.Union([Type.Literal('publish'), Type.Literal('ramp'), Type.Literal('promote'), Type.Literal('window'), Type.Literal('rollback'), Type.Literal('gate')]),
  version: nullableString,
  share: Type.Union([Type.Integer(), Type.Null()]),
  window: Type.Union([Type.Null(), Type.Object({ from: Type.String(), to: Type.String() })]),
  /** A publish: its release record (sha256:…) and the commit it was built from; null before records began. */
  record: Type.Union([Type.Null(), Type.Object({ ref: Type.String(), commit: Type.String(), dirty: Type.Boolean() })]),
  by: Type.String(),
  reason: nullableString,
});
export type ReleaseHistoryEntry = Static<typeof ReleaseHistoryEntry>;

export const ReleaseHistory = Type.Array(ReleaseHistoryEntry);
export type ReleaseHistory = Static<typeof ReleaseHistory>;
