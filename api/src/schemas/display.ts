import { Type, type TSchema } from 'typebox';
import { GroupNumber, Paged, pagingQuery, readResponses } from './common.js';

// Answers of /api/display/*, the shapes of shared/src/contracts/content.ts.

const nullableString = Type.Union([Type.String(), Type.Null()]);

export const Prize = Type.Object({
  group: GroupNumber,
  rank: Type.Union([
    Type.Literal('champion'),
    Type.Literal('second'),
    Type.Literal('third'),
    Type.Literal('merit'),
    Type.Literal('mostActiveSchool'),
  ]),
  title: Type.String(),
  amount: nullableString,
  count: Type.Integer(),
  extras: Type.String(),
});

export const TimelineStep = Type.Object({
  group: GroupNumber,
  step: Type.Integer(),
  title: Type.String(),
  startDate: nullableString,
  endDate: nullableString,
  note: nullableString,
});

export const Topic = Type.Object({ group: GroupNumber, key: Type.String(), title: Type.String(), summary: Type.String() });

export const Judge = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  photo: nullableString,
  sample: Type.Boolean(),
});

export const Finalist = Type.Object({
  id: Type.Integer(),
  group: GroupNumber,
  teamName: Type.String(),
  school: Type.String(),
  workTitle: Type.String(),
  /** Public /media/ URLs, null until an organizer set them (`pnpm admin finalists media`). */
  poster: nullableString,
  video: nullableString,
  sample: Type.Boolean(),
});

export const Winner = Type.Object({
  id: Type.Integer(),
  contest: Type.String(),
  group: GroupNumber,
  award: Type.String(),
  school: Type.String(),
  teamName: Type.String(),
  date: Type.String(),
  members: Type.Array(Type.String()),
  workTitle: Type.String(),
  sample: Type.Boolean(),
});

const nullableNumber = Type.Union([Type.Number(), Type.Null()]);

/** One line of a published table (issue 11): scores in points, two decimals. */
export const ResultRow = Type.Object({
  rank: Type.Integer(),
  finalistId: Type.Integer(),
  teamName: Type.String(),
  school: Type.String(),
  workTitle: Type.String(),
  jury: Type.Number(),
  votes: Type.Union([Type.Integer(), Type.Null()]),
  vote: nullableNumber,
  proposal: nullableNumber,
  presentation: nullableNumber,
  final: Type.Number(),
  award: Type.Union([Type.Literal('champion'), Type.Literal('second'), Type.Literal('third'), Type.Literal('merit'), Type.Null()]),
});

/** GET /display/results: a group's result state and its published formula (ADR 0015). */
export const ResultsState = Type.Object({
  group: GroupNumber,
  season: Type.String(),
  /** The group's winners day (yyyy-mm-dd, Hong Kong). */
  resultsOn: Type.String(),
  /** True from the winners day on, once organizers have published; the table is empty until then. */
  published: Type.Boolean(),
  publishedAt: nullableString,
  /** 'Results will be announced on …' while not published, else null. */
  notice: nullableString,
  formulaVersion: Type.String(),
  digest: nullableString,
  formula: Type.String(),
  tieRule: Type.String(),
  awards: Type.String(),
  mostActiveSchool: Type.Union([Type.Object({ school: Type.String(), films: Type.Integer() }), Type.Null()]),
  table: Type.Array(ResultRow),
});

export const Partner = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role: Type.Union([
    Type.Literal('organizer'),
    Type.Literal('coOrganizer'),
    Type.Literal('supporter'),
    Type.Literal('media'),
  ]),
  logo: Type.String(),
  url: nullableString,
  sample: Type.Boolean(),
});

export const GalleryImage = Type.Object({
  id: Type.Integer(),
  contest: Type.Union([Type.Literal(1), Type.Literal(2)]),
  src: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  caption: Type.String(),
});

/** `?group=1|2`, optional: without it, every group. */
const groupQuery = Type.Object({ group: Type.Optional(GroupNumber) }, { additionalProperties: false });
const noQuery = Type.Object({}, { additionalProperties: false });

const list = <T extends TSchema>(item: T) => ({ querystring: groupQuery, response: readResponses(Type.Array(item)) });
const all = <T extends TSchema>(item: T) => ({ querystring: noQuery, response: readResponses(Type.Array(item)) });

export const displaySchemas = {
  prizes: list(Prize),
  timeline: list(TimelineStep),
  topics: list(Topic),
  judges: all(Judge),
  finalists: list(Finalist),
  winners: list(Winner),
  results: list(ResultsState),
  partners: all(Partner),
  gallery: {
    querystring: Type.Object(
      { contest: Type.Union([Type.Literal(1), Type.Literal(2)]), ...pagingQuery(12) },
      { additionalProperties: false },
    ),
    response: readResponses(Paged(GalleryImage)),
  },
};
