import type { Language } from './languages.js';

// The rules of a finalist (issue 24, point 3) as plain values, without schema code: the back office's form imports
// them as values and checks what the server checks, in the server's order, while the schemas built around them
// (./admin-results, which re-exports these) stay the server's to run.

/** SPEC §4 and §9: the top 15 films (group 1) and the top 10 university teams (group 2) are the finalists. */
export const FINALISTS_PER_GROUP: Readonly<Record<1 | 2, number>> = { 1: 15, 2: 10 };

/** The texts of a finalist, each in the three languages: the per-language columns of the finalists table. */
export const FINALIST_TEXT_FIELDS = ['teamName', 'school', 'workTitle'] as const;
export type FinalistTextField = (typeof FINALIST_TEXT_FIELDS)[number];

/** Longest text per field, in characters as people count them (a registered team name has at most 40; a work title 100). */
export const FINALIST_TEXT_MAX: Readonly<Record<FinalistTextField, number>> = { teamName: 40, school: 100, workTitle: 100 };

/**
 * What is wrong with one text: `required` (Traditional Chinese, the site's default language, may not be empty; the
 * other two may — they then show the Traditional Chinese), `tooLong`, `control` (one line of text, no control
 * characters), `html` (plain text: a tag or an entity is refused, though the pages render every text inert anyway).
 */
export type FinalistTextProblem = 'required' | 'tooLong' | 'control' | 'html';

// A tag (`<b`, `</`, `<!--`, `<?`) or a character reference (`&amp;`, `&#60;`): text that means markup somewhere.
const MARKUP = /<[a-z!/?]|&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;
// eslint-disable-next-line no-control-regex -- what is refused is exactly the control characters
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The problem of a finalist's text in a language (checked trimmed), or undefined when it may be stored. */
export function finalistTextProblem(field: FinalistTextField, language: Language, text: string): FinalistTextProblem | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return language === 'zhComplex' ? 'required' : undefined;
  if (Array.from(trimmed).length > FINALIST_TEXT_MAX[field]) return 'tooLong';
  if (CONTROL.test(trimmed)) return 'control';
  if (MARKUP.test(trimmed)) return 'html';
  return undefined;
}

/** POST /api/admin/scores/import: the largest score sheet the server reads, in bytes. */
export const SCORE_SHEET_MAX_BYTES = 1024 * 1024;
