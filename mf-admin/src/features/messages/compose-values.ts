import {
  BROADCAST_BODY_MAX,
  BROADCAST_SUBJECT_MAX,
  type BroadcastAudience,
  type BroadcastSendBody,
  type BroadcastTexts,
} from '@portal/contracts/admin-broadcasts';
import type { FormProblem } from '@portal/shared/form';
import type { Language } from '@portal/shared/i18n';

// The compose form's values and the server's rules on them (contracts/src/admin-broadcasts.ts, api/src/broadcasts/
// send.ts): every language's subject and message, trimmed, not blank and within the limits, checked in the order the
// tabs show them.

export const BROADCAST_LANGUAGES = ['zhComplex', 'zhSimple', 'en'] as const satisfies readonly Language[];

export interface ComposeValues {
  texts: BroadcastTexts;
  /** Checkbox values are strings: '1' | '2'. */
  groups: string[];
  registrationStatuses: BroadcastAudience['registrationStatuses'];
  worksStatuses: BroadcastAudience['worksStatuses'];
  finalistsOnly: boolean;
}

const blank = { subject: '', body: '' };
export const EMPTY_COMPOSE: ComposeValues = {
  texts: { zhComplex: { ...blank }, zhSimple: { ...blank }, en: { ...blank } },
  groups: [],
  registrationStatuses: [],
  worksStatuses: [],
  finalistsOnly: false,
};

/** A checkbox group of react-hook-form reads as false when nothing was ever ticked. */
const list = <T>(value: T[] | false | undefined): T[] => (Array.isArray(value) ? value : []);

export function audienceOf(values: Pick<ComposeValues, 'groups' | 'registrationStatuses' | 'worksStatuses' | 'finalistsOnly'>): BroadcastAudience {
  return {
    groups: list(values.groups).map((group) => (group === '1' ? 1 : 2)),
    registrationStatuses: list(values.registrationStatuses),
    worksStatuses: list(values.worksStatuses),
    finalistsOnly: values.finalistsOnly === true,
  };
}

export function textsOf(values: Pick<ComposeValues, 'texts'>): BroadcastTexts {
  const trimmed = (lang: Language) => ({ subject: values.texts[lang].subject.trim(), body: values.texts[lang].body.trim() });
  return { zhComplex: trimmed('zhComplex'), zhSimple: trimmed('zhSimple'), en: trimmed('en') };
}

export const bodyOf = (values: ComposeValues): BroadcastSendBody => ({ texts: textsOf(values), audience: audienceOf(values) });

export interface ComposeTexts {
  field: (field: 'subject' | 'body', lang: Language) => string;
  required: (field: string) => string;
  tooLong: (field: string, max: number) => string;
}

/** The first text that breaks a rule, with its field's path (`texts.en.subject`). */
export function textsProblem(values: Pick<ComposeValues, 'texts'>, words: ComposeTexts): FormProblem<ComposeValues> | null {
  const texts = textsOf(values);
  for (const lang of BROADCAST_LANGUAGES) {
    for (const [field, max] of [['subject', BROADCAST_SUBJECT_MAX], ['body', BROADCAST_BODY_MAX]] as const) {
      const name = words.field(field, lang);
      if (texts[lang][field] === '') return { field: `texts.${lang}.${field}`, text: words.required(name) };
      if (texts[lang][field].length > max) return { field: `texts.${lang}.${field}`, text: words.tooLong(name, max) };
    }
  }
  return null;
}

/** The language of a field's path, for opening its tab. */
export const languageOfField = (field: string): Language | undefined => BROADCAST_LANGUAGES.find((lang) => field.startsWith(`texts.${lang}.`));
