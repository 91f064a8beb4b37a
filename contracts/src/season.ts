import { Type, type Static } from 'typebox';

// GET /api/season: what is open now, by the server's clock (the only clock; PORTAL_NOW moves it in demos). Instants
// are ISO 8601 strings; windows are half-open [from, to). The API validates its answer with these schemas; the pages
// take the types (type-only imports: no schema code reaches a page).

/** Contest groups as URLs and the API name them: 1 secondary school (film), 2 university (business plan). */
export const GroupNumber = Type.Union([Type.Literal(1), Type.Literal(2)]);
export type GroupNumber = Static<typeof GroupNumber>;

const nullableString = Type.Union([Type.String(), Type.Null()]);

export const WindowState = Type.Object({ from: Type.String(), to: Type.String(), open: Type.Boolean() });
export type WindowState = Static<typeof WindowState>;

export const StepState = Type.Union([Type.Literal('upcoming'), Type.Literal('open'), Type.Literal('past'), Type.Literal('undated')]);
export type StepState = Static<typeof StepState>;

export const SeasonStepState = Type.Object({
  key: Type.String(),
  /** The step's title in the request's language. */
  title: Type.String(),
  /** Hong Kong calendar days (yyyy-mm-dd) as the season file gives them; null where it gives none. */
  from: nullableString,
  to: nullableString,
  /** The spec's words where it gives no date ("to be decided"), in the request's language. */
  note: nullableString,
  state: StepState,
});
export type SeasonStepState = Static<typeof SeasonStepState>;

/** Null where the group has no such window (the university has no public vote). */
const maybeWindow = Type.Union([WindowState, Type.Null()]);

export const GroupSeason = Type.Object({
  group: GroupNumber,
  registration: maybeWindow,
  submission: maybeWindow,
  voting: maybeWindow,
  steps: Type.Array(SeasonStepState),
});
export type GroupSeason = Static<typeof GroupSeason>;

export const SecondCompetitionOffer = Type.Union([Type.Literal('voting'), Type.Literal('winners')]);
export type SecondCompetitionOffer = Static<typeof SecondCompetitionOffer>;

export const SeasonState = Type.Object({
  season: Type.String(),
  /** The server's time when it answered. */
  now: Type.String(),
  offer: SecondCompetitionOffer,
  /**
   * SPEC §9: the Hong Kong day (yyyy-mm-dd) from whose start the season's personal data is destroyed. The API always
   * sends it; a page's inline season captured before issue 14 lacks it, so readers fall back to words without it.
   */
  personalDataUntil: Type.Optional(Type.String()),
  groups: Type.Array(GroupSeason),
});
export type SeasonState = Static<typeof SeasonState>;
