import {
  DISPLAY_COLLECTION_TABLE,
  displayItemIssues,
  type DisplayCollection,
  type DisplayCollectionSpec,
  type DisplayField,
  type DisplayIssue,
  type DisplayItem,
  type DisplayProblem,
} from '@portal/contracts/display-collections';
import { paragraphsToDocument } from '@portal/contracts/rich-text-rules';
import type { RichTextDocument } from '@portal/contracts/rich-text';
import type { FieldPath, FormProblem } from '@portal/shared/form';
import { LANGUAGES, type Language } from '@portal/shared/i18n';

// The generic form's values, made from a collection's field descriptors (@portal/contracts/display-collections) and
// back: one place knows how each kind of field is held by the form and sent to the server.

/** What the form holds for one field: inputs hold text (a number or a select's option as its text, so '' is "none"). */
export type FormValue = string | boolean | number | null | Record<Language, string> | Record<Language, RichTextDocument>;
export type FormItem = Record<string, FormValue>;
export interface CollectionValues {
  items: FormItem[];
}
export type CollectionPath = FieldPath<CollectionValues>;

export const fieldsOf = (collection: DisplayCollection): readonly DisplayField[] => (DISPLAY_COLLECTION_TABLE[collection] as DisplayCollectionSpec).fields;
export const specOf = (collection: DisplayCollection): DisplayCollectionSpec => DISPLAY_COLLECTION_TABLE[collection] as DisplayCollectionSpec;

/** The form's path of a field of item `index` (and of one language of a text). */
export const pathOf = (index: number, field: string, language?: Language): CollectionPath =>
  (language ? `items.${index}.${field}.${language}` : `items.${index}.${field}`) as CollectionPath;

/** A DOM id for a form path (the media and rich-text controls, which the form cannot focus itself). */
export const domIdOf = (formId: string, path: string) => `${formId}-${path.replace(/\./g, '-')}`;

const perLanguage = <T>(make: (language: Language) => T): Record<Language, T> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>;

function formValueOf(field: DisplayField, value: unknown): FormValue {
  switch (field.kind) {
    case 'text3':
      return perLanguage((language) => String((value as Record<Language, string> | undefined)?.[language] ?? ''));
    case 'richText3':
      return perLanguage((language) => (value as Record<Language, RichTextDocument> | undefined)?.[language] ?? paragraphsToDocument([]));
    case 'mediaId':
      return typeof value === 'number' ? value : null;
    case 'number':
      return value === null || value === undefined ? '' : String(value);
    case 'select':
      // A new item starts on the first option (a select cannot show "none").
      return String(value ?? field.options[0] ?? '');
    case 'boolean':
      return value === true;
    default:
      return typeof value === 'string' ? value : '';
  }
}

/** An item as the form holds it. */
export function formItemOf(collection: DisplayCollection, item: Record<string, unknown>): FormItem {
  return Object.fromEntries(fieldsOf(collection).map((field) => [field.name, formValueOf(field, item[field.name])]));
}

/** A new item: empty texts, no image, a select's first option, booleans off (a new record is not a sample). */
export function blankItem(collection: DisplayCollection): FormItem {
  return formItemOf(collection, {});
}

export const valuesOf = (collection: DisplayCollection, items: readonly Record<string, unknown>[]): CollectionValues => ({
  items: items.map((item) => formItemOf(collection, item)),
});

function itemValueOf(field: DisplayField, value: FormValue): unknown {
  switch (field.kind) {
    case 'text3':
      return perLanguage((language) => (value as Record<Language, string>)[language].trim());
    case 'number': {
      const text = String(value).trim();
      // Not a number stays as typed: the rules call it so beside its field (Number('') would be a silent 0).
      return text === '' ? null : /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
    }
    case 'select': {
      // The option itself (a group is the number 1, not '1'); a value no option has is sent for the rules to refuse.
      const option = field.options.find((candidate) => String(candidate) === value);
      return option ?? value;
    }
    case 'url':
    case 'key':
    case 'date':
      return String(value).trim();
    default:
      return value;
  }
}

/** The items the server takes, in the form's order, every text trimmed as the server stores it. */
export function itemsOf<C extends DisplayCollection>(collection: C, values: CollectionValues): DisplayItem<C>[] {
  const fields = fieldsOf(collection);
  return values.items.map((item) => Object.fromEntries(fields.map((field) => [field.name, itemValueOf(field, item[field.name] ?? formValueOf(field, undefined))]))) as DisplayItem<C>[];
}

/** How the form words a problem: the server words the same refusals (api/src/i18n/display-messages.ts). */
export interface DisplayTexts {
  /** The field's label with the item's number and, for a text, its language: `Title (English), item 2`. */
  where: (issue: DisplayIssue) => string;
  problem: (problem: DisplayProblem, values: { field: string; max: number; min: number }) => string;
}

function limitsOf(field: DisplayField | undefined): { max: number; min: number } {
  if (!field) return { max: 0, min: 0 };
  if (field.kind === 'number') return { max: field.max, min: field.min };
  if (field.kind === 'text3' || field.kind === 'url' || field.kind === 'key') return { max: field.maxLength, min: 0 };
  return { max: 0, min: 0 };
}

/** The form problem of an issue (the server's or the form's), worded for its field. */
export function problemOfIssue(collection: DisplayCollection, issue: DisplayIssue, texts: DisplayTexts): FormProblem<CollectionValues> {
  const field = fieldsOf(collection).find((candidate) => candidate.name === issue.field);
  return { field: pathOf(issue.index, issue.field, issue.language), text: texts.problem(issue.problem, { field: texts.where(issue), ...limitsOf(field) }) };
}

/** The first problem of the list, in the server's order (the contract's rules), or null when it may be saved. */
export function collectionProblem(collection: DisplayCollection, values: CollectionValues, texts: DisplayTexts): FormProblem<CollectionValues> | null {
  const [first] = displayItemIssues(collection, itemsOf(collection, values));
  return first ? problemOfIssue(collection, first, texts) : null;
}

/** A refusal's place as the server may give it in its envelope's data ({index, field, language}), if it does. */
export function issueOfRefusal(data: unknown): Omit<DisplayIssue, 'problem'> | null {
  if (!data || typeof data !== 'object') return null;
  const { index, field, language } = data as Record<string, unknown>;
  if (typeof index !== 'number' || typeof field !== 'string') return null;
  return { index, field, ...(typeof language === 'string' && (LANGUAGES as readonly string[]).includes(language) ? { language: language as Language } : {}) };
}
