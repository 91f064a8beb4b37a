import { layerB, type RequestOptions } from '@portal/shared/api';
import type { Group } from '@portal/shared/contracts';

// GET /api/display/results (docs/adr/0015): one file for the endpoint and its shape. It lives with the winners page,
// its only reader; every text in it comes in the request's language.

export type Award = 'champion' | 'second' | 'third' | 'merit';

/** One line of a published table: scores in points, two decimals; vote columns are null for the university. */
export interface ResultRow {
  rank: number;
  finalistId: number;
  teamName: string;
  school: string;
  workTitle: string;
  jury: number;
  votes: number | null;
  vote: number | null;
  proposal: number | null;
  presentation: number | null;
  final: number;
  award: Award | null;
}

export interface ResultsState {
  group: Group;
  season: string;
  /** The group's winners day, yyyy-mm-dd (Hong Kong). */
  resultsOn: string;
  /** True from the winners day on, once published; `table` is empty until then. */
  published: boolean;
  publishedAt: string | null;
  /** 'Results will be announced on …' while not published, else null. */
  notice: string | null;
  formulaVersion: string;
  digest: string | null;
  formula: string;
  tieRule: string;
  awards: string;
  mostActiveSchool: { school: string; films: number } | null;
  table: ResultRow[];
}

/** The group's state: the API answers a list (one entry per group asked for). */
export async function getResults(group: Group, options?: RequestOptions): Promise<ResultsState | null> {
  const states = await layerB.get<ResultsState[]>('/display/results', { group }, options);
  return states.find((state) => state.group === group) ?? null;
}
