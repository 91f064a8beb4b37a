import type { Paged, Work, WorkBody } from '@portal/shared/contracts';
import { layerB } from '../layer-b';
import type { RequestOptions } from '../request-options';

export interface PageQuery {
  page_no?: number;
  page_size?: number;
}

/** The answer's fields are not in §7: `unknown` until the competition slice types them in the contracts. */
export function getMatchCenter(options?: RequestOptions): Promise<unknown> {
  return layerB.get('/userWork/getMatchCenter', undefined, options);
}

/** Paged like /article/lists, the other "lists" call. */
export function getUserWorkList(query: PageQuery = {}, options?: RequestOptions): Promise<Paged<Work>> {
  return layerB.get('/userWork/lists', query, options);
}

export function getUserWorkById(query: { id: number }, options?: RequestOptions): Promise<Work> {
  return layerB.get('/userWork/getById', query, options);
}

export function addUserWork(body: WorkBody, options?: RequestOptions): Promise<unknown> {
  return layerB.post('/userWork/add', body, options);
}
