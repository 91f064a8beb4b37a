import {
  FINALIST_TEXT_FIELDS,
  finalistTextProblem,
  type FinalistTextField,
  type FinalistTextProblem,
  type LocalizedText,
} from '@portal/contracts/admin-results';
import { LANGUAGES, type Language } from '@portal/contracts/languages';
import type { Localized } from '../db/schema-content.js';
import { pick } from '../i18n/edges.js';

// A finalist's texts as the back office edits them (each field in the three languages side by side) and as the
// finalists table stores them (one column per field and language). The rules are the contract's, so the form checks
// what the server does.

export type FinalistTexts = Record<FinalistTextField, LocalizedText>;

export interface TextProblem {
  field: FinalistTextField;
  language: Language;
  problem: FinalistTextProblem;
}

const COLUMN = { teamName: 'team_name', school: 'school', workTitle: 'work_title' } as const satisfies Record<FinalistTextField, string>;

export type TextColumns = Localized<'team_name'> & Localized<'school'> & Localized<'work_title'>;

/** Every problem of the texts, field by field in the form's order, each field's languages in the site's order. */
export function textProblems(texts: FinalistTexts): TextProblem[] {
  return FINALIST_TEXT_FIELDS.flatMap((field) =>
    LANGUAGES.flatMap((language) => {
      const problem = finalistTextProblem(field, language, texts[field][language]);
      return problem ? [{ field, language, problem }] : [];
    }),
  );
}

/**
 * The columns to store, trimmed. A language left empty holds the Traditional Chinese text: every reader of the table
 * (the public pages, winner records, the score sheet) then has a name to show, and the form shows what they show.
 */
export function textColumns(texts: FinalistTexts): TextColumns {
  const columns: Record<string, string> = {};
  for (const field of FINALIST_TEXT_FIELDS) {
    const main = texts[field].zhComplex.trim();
    columns[`${COLUMN[field]}_zh_hk`] = main;
    columns[`${COLUMN[field]}_zh_cn`] = texts[field].zhSimple.trim() || main;
    columns[`${COLUMN[field]}_en`] = texts[field].en.trim() || main;
  }
  return columns as TextColumns;
}

/** A row's texts in the three languages. */
export function textsOf(row: TextColumns): FinalistTexts {
  const localized = (field: FinalistTextField): LocalizedText =>
    Object.fromEntries(LANGUAGES.map((language) => [language, pick(row as Localized<string>, COLUMN[field], language)])) as LocalizedText;
  return { teamName: localized('teamName'), school: localized('school'), workTitle: localized('workTitle') };
}

/** The fields whose stored text (any language) differs between two sets of columns: what an edit changed. */
export function changedFields(before: TextColumns, after: TextColumns): FinalistTextField[] {
  const was = textsOf(before);
  const now = textsOf(after);
  return FINALIST_TEXT_FIELDS.filter((field) => LANGUAGES.some((language) => was[field][language] !== now[field][language]));
}
