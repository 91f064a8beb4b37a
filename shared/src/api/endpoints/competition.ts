import type { Exam, Group } from '@portal/shared/contracts';
import { layerB } from '../layer-b';
import type { RequestOptions } from '../request-options';

/** The contest of a group: topics, windows and steps (the caller's group when registered, else group 1). */
export function getExam(query: { group?: Group } = {}, options?: RequestOptions): Promise<Exam> {
  return layerB.get('/competition/getExam', query, options);
}
