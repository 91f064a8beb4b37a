import { Type, type Static } from 'typebox';
import { PageQuery } from './common.js';
import { GroupNumber } from './season.js';

// The display content (SPEC §3, §7: /api/display/*): what the API serves and the content and voting pages show. Every
// text arrives in the caller's language (Accept-Language). The API validates and serializes with these schemas; the
// pages take the types (type-only imports).

const nullableString = Type.Union([Type.String(), Type.Null()]);
const nullableNumber = Type.Union([Type.Number(), Type.Null()]);

/** 1: the first competition, 2: the second. */
const Contest = Type.Union([Type.Literal(1), Type.Literal(2)]);

export const PrizeRank = Type.Enum(['champion', 'second', 'third', 'merit', 'mostActiveSchool']);
export type PrizeRank = Static<typeof PrizeRank>;

export const Prize = Type.Object({
  group: GroupNumber,
  rank: PrizeRank,
  title: Type.String(),
  /** e.g. "HKD 5,000"; null when the prize has no cash amount. */
  amount: nullableString,
  /** How many are awarded (12 merit awards). */
  count: Type.Integer(),
  /** What comes with it, e.g. the desert visit. */
  extras: Type.String(),
});
export type Prize = Static<typeof Prize>;

export const TimelineStep = Type.Object({
  group: GroupNumber,
  step: Type.Integer(),
  title: Type.String(),
  /** ISO dates (yyyy-mm-dd) or null. */
  startDate: nullableString,
  endDate: nullableString,
  /** Words where the spec gives no date ("to be decided", "late June"). */
  note: nullableString,
});
export type TimelineStep = Static<typeof TimelineStep>;

export const Topic = Type.Object({ group: GroupNumber, key: Type.String(), title: Type.String(), summary: Type.String() });
export type Topic = Static<typeof Topic>;

/**
 * A library image's responsive choices (issue 25): the WebP variants by width for `srcset`, and the size of the largest
 * (the picture's shape, for width/height). Absent on a picture that is a plain file rather than a library image.
 */
const ImageChoice = {
  srcset: Type.Optional(Type.String()),
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
  /** The library's alt text in the request's language. */
  alt: Type.Optional(Type.String()),
};

export const Judge = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  photo: nullableString,
  sample: Type.Boolean(),
  /** The photo's srcset, size and alt (issue 25), when it is a library image. */
  photoImage: Type.Optional(Type.Object(ImageChoice)),
});
export type Judge = Static<typeof Judge>;

export const Finalist = Type.Object({
  id: Type.Integer(),
  group: GroupNumber,
  teamName: Type.String(),
  school: Type.String(),
  workTitle: Type.String(),
  /**
   * Public /media/ URLs of the film's poster and of the film itself, null until an organizer set them (`pnpm admin
   * finalists media`).
   */
  poster: nullableString,
  video: nullableString,
  sample: Type.Boolean(),
});
export type Finalist = Static<typeof Finalist>;

/** A winner record (§3): contest, award, school, team, date, members, work title. */
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
export type Winner = Static<typeof Winner>;

/** The awards a published table gives (SPEC §9); the most active school is named apart. */
export const Award = Type.Enum(['champion', 'second', 'third', 'merit']);
export type Award = Static<typeof Award>;

/** One line of a published table (issue 11): scores in points, two decimals; vote columns are null for the university. */
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
  award: Type.Union([Award, Type.Null()]),
});
export type ResultRow = Static<typeof ResultRow>;

/** GET /display/results: a group's result state and its published formula (ADR 0015); one entry per group asked for. */
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
export type ResultsState = Static<typeof ResultsState>;

export const PartnerRole = Type.Enum(['organizer', 'coOrganizer', 'supporter', 'media']);
export type PartnerRole = Static<typeof PartnerRole>;

export const Partner = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role: PartnerRole,
  logo: Type.String(),
  url: nullableString,
  sample: Type.Boolean(),
  /** The logo's srcset, size and alt (issue 25), when it is a library image. */
  logoImage: Type.Optional(Type.Object(ImageChoice)),
});
export type Partner = Static<typeof Partner>;

export const GalleryImage = Type.Object({
  id: Type.Integer(),
  contest: Contest,
  src: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  caption: Type.String(),
  /** The WebP variants by width (issue 25), when it is a library image. */
  srcset: Type.Optional(Type.String()),
  alt: Type.Optional(Type.String()),
});
export type GalleryImage = Static<typeof GalleryImage>;

export const GalleryQuery = Type.Object({ contest: Contest, ...PageQuery }, { additionalProperties: false });
export type GalleryQuery = Static<typeof GalleryQuery>;

/**
 * GET /display/banners (issue 25): the home page's carousel in the request's language, in order. Each slide is a
 * library image; `link` is '' for the registration page of `group`, else an https:// address or a path of the site.
 */
export const Banner = Type.Object({
  group: GroupNumber,
  link: Type.String(),
  src: Type.String(),
  srcset: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  alt: Type.String(),
});
export type Banner = Static<typeof Banner>;

/** GET /display/intro (issue 25): the home page's introduction in the request's language; paragraphs of plain text. */
export const Intro = Type.Object({
  title: Type.String(),
  body: Type.Array(Type.String()),
  groups: Type.Array(Type.Object({ group: GroupNumber, title: Type.String(), summary: Type.Array(Type.String()) })),
});
export type Intro = Static<typeof Intro>;
