import { Type, type Static } from 'typebox';

// Removing the sample content (issue 25 point 7) — POST /api/admin/sample/remove (organizer, fresh) and `pnpm admin
// sample remove`: what was removed, or with `dryRun` what would be, per kind; and what was kept.

const strict = { additionalProperties: false } as const;
const Count = Type.Integer({ minimum: 0 });

export const RemoveSampleBody = Type.Object({ dryRun: Type.Optional(Type.Boolean()) }, strict);
export type RemoveSampleBody = Static<typeof RemoveSampleBody>;

export const SampleCounts = Type.Object(
  {
    /** Public article rows (one per language) and the editor's documents behind them. */
    articles: Count,
    editorArticles: Count,
    comments: Count,
    judges: Count,
    finalists: Count,
    winners: Count,
    partners: Count,
    gallery: Count,
    /** The home page's slides showing a sample image. */
    banners: Count,
    /** Library images only the sample used. */
    media: Count,
    /** Sample finalists with votes or scores, and sample images something that stays uses: kept. */
    keptFinalists: Count,
    keptMedia: Count,
  },
  strict,
);
export type SampleCounts = Static<typeof SampleCounts>;

export const RemovedSample = Type.Object({ dryRun: Type.Boolean(), counts: SampleCounts }, strict);
export type RemovedSample = Static<typeof RemovedSample>;
