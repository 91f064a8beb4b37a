import type { MatchCenter, Work, WorkBody, WorkByIdQuery } from '@portal/shared/contracts';
import { layerB } from '../layer-b';
import type { RequestOptions } from '../request-options';

// The works calls of SPEC §7; payloads in docs/adr/0012. The file itself goes by tus before `addUserWork`.

/** What the signed-in team submits now: its group's steps, windows, accepted types and its works. */
export function getMatchCenter(options?: RequestOptions): Promise<MatchCenter> {
  return layerB.get('/userWork/getMatchCenter', undefined, options);
}

/** The team's works, every step, in the season file's order, each with its history. */
export function getUserWorkList(options?: RequestOptions): Promise<Work[]> {
  return layerB.get('/userWork/lists', undefined, options);
}

export function getUserWorkById(query: WorkByIdQuery, options?: RequestOptions): Promise<Work> {
  return layerB.get('/userWork/getById', query, options);
}

/** Submits (or replaces) the team's work of a step with a finished upload. */
export function addUserWork(body: WorkBody, options?: RequestOptions): Promise<Work> {
  return layerB.post('/userWork/add', body, options);
}
