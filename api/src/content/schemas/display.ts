import { Type, type TSchema } from 'typebox';
import { GroupQuery, Paged } from '@portal/contracts/common';
import { Finalist, GalleryImage, GalleryQuery, Judge, Partner, Prize, ResultsState, TimelineStep, Topic, Winner } from '@portal/contracts/display';
import { pagingQuery, readResponses } from '../../http/schemas.js';

// Schemas of /api/display/*: the answers are the contract's (@portal/contracts/display).

const noQuery = Type.Object({}, { additionalProperties: false });

const list = <T extends TSchema>(item: T) => ({ querystring: GroupQuery, response: readResponses(Type.Array(item)) });
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
    querystring: Type.Object({ ...GalleryQuery.properties, ...pagingQuery(12) }, { additionalProperties: false }),
    response: readResponses(Paged(GalleryImage)),
  },
};
