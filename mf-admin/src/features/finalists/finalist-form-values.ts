import type { AdminFinalist, FinalistBody, LocalizedText } from '@portal/contracts/admin-results';
import { FINALIST_TEXT_FIELDS, FINALIST_TEXT_MAX, finalistTextProblem, type FinalistTextField, type FinalistTextProblem } from '@portal/contracts/finalist-rules';
import type { FormProblem } from '@portal/shared/form';
import { LANGUAGES, type Language } from '@portal/shared/i18n';

/** The form as the organizer fills it: the number as typed, each text in the three languages. */
export interface FinalistValues {
  position: string;
  teamName: LocalizedText;
  school: LocalizedText;
  workTitle: LocalizedText;
}

const empty = (): LocalizedText => ({ zhComplex: '', zhSimple: '', en: '' });

export function valuesOf(finalist: AdminFinalist | null, position: number | null): FinalistValues {
  if (!finalist) return { position: position === null ? '' : String(position), teamName: empty(), school: empty(), workTitle: empty() };
  return { position: String(finalist.position), teamName: { ...finalist.teamName }, school: { ...finalist.school }, workTitle: { ...finalist.workTitle } };
}

/** The body the server takes: texts trimmed (as it stores them), the number as a number. */
export function bodyOf(values: FinalistValues): FinalistBody {
  const trim = (text: LocalizedText): LocalizedText => ({ zhComplex: text.zhComplex.trim(), zhSimple: text.zhSimple.trim(), en: text.en.trim() });
  return { position: Number(values.position), teamName: trim(values.teamName), school: trim(values.school), workTitle: trim(values.workTitle) };
}

export interface FinalistTexts {
  /** A field's name and a language's name, in the page's language. */
  field: (field: FinalistTextField) => string;
  language: (language: Language) => string;
  problem: (problem: FinalistTextProblem, values: { field: string; language: string; max: number }) => string;
  position: (max: number) => string;
}

const POSITION = /^\d{1,2}$/;

/**
 * The first problem of the form, in the server's order: the body's schema (a whole number from 1), then every text
 * (field by field, each in the three languages: contracts' finalistTextProblem, the server's own rule), then the
 * number within the group's count.
 */
export function finalistProblem(values: FinalistValues, max: number, texts: FinalistTexts): FormProblem<FinalistValues> | null {
  const position = values.position.trim();
  const inRange = POSITION.test(position) && Number(position) >= 1;
  if (!inRange) return { field: 'position', text: texts.position(max) };
  for (const field of FINALIST_TEXT_FIELDS) {
    for (const language of LANGUAGES) {
      const problem = finalistTextProblem(field, language, values[field][language]);
      if (problem) {
        const text = texts.problem(problem, { field: texts.field(field), language: texts.language(language), max: FINALIST_TEXT_MAX[field] });
        return { field: `${field}.${language}`, text };
      }
    }
  }
  if (Number(position) > max) return { field: 'position', text: texts.position(max) };
  return null;
}
