import { LANGUAGES, type Language } from './languages.js';
import type { RichTextDocument } from './rich-text.js';
import { isEmptyDocument } from './rich-text-rules.js';
import { isHttpsUrl } from './site-settings-rules.js';
import type { StaffRole } from './staff-roles.js';

// The display data editors change at run time (issue 25 point 3), as plain values without schema code: ONE table of
// the editable collections, each with the fields of its items. The back office renders its form from these
// descriptors and checks what the server checks (`displayItemIssues`), in the server's order; the server builds each
// item's TypeBox schema from the same descriptors (./admin-display) — a field is named once, here.
//
// Every collection is saved whole (PUT /api/admin/display/:collection {version, items}): the ordered list is the
// display order. Field labels are the back office's messages (`display.<collection>.<field>`), not the contract's.

/** A text in the three languages, side by side. */
export type DisplayText = Record<Language, string>;

interface FieldBase<N extends string> {
  name: N;
  /**
   * text3: every language non-empty; mediaId/number: not null; url/date: non-empty. An optional text3 may be '' in
   * any language (the page then shows nothing there), an optional mediaId/number null, an optional url/date ''.
   */
  required: boolean;
}

/** Plain text per language; `multiline` lets it hold line breaks (a blank line between paragraphs). */
export interface Text3Field<N extends string = string> extends FieldBase<N> {
  kind: 'text3';
  /** Characters (as people count them) in each language. */
  maxLength: number;
  multiline?: boolean;
}
/** A rich-text document (@portal/contracts/rich-text) per language. */
export interface RichText3Field<N extends string = string> extends FieldBase<N> {
  kind: 'richText3';
}
/** An image of the media library (GET /api/admin/media), by id. */
export interface MediaIdField<N extends string = string> extends FieldBase<N> {
  kind: 'mediaId';
}
/** An https:// address; with `sitePath`, also a path of this site (`/about`). Nothing else (no `javascript:`). */
export interface UrlField<N extends string = string> extends FieldBase<N> {
  kind: 'url';
  maxLength: number;
  sitePath?: boolean;
}
export interface NumberField<N extends string = string> extends FieldBase<N> {
  kind: 'number';
  /** Whole numbers between these, inclusive. */
  min: number;
  max: number;
}
export interface SelectField<N extends string = string, O extends string | number = string | number> extends FieldBase<N> {
  kind: 'select';
  options: readonly O[];
}
export interface BooleanField<N extends string = string> extends FieldBase<N> {
  kind: 'boolean';
}
/**
 * An identifier other records store (a topic's key, which registrations keep): lowercase letters, digits and dashes,
 * starting with a letter, unique in the list.
 */
export interface KeyField<N extends string = string> extends FieldBase<N> {
  kind: 'key';
  maxLength: number;
  /** The key's form when it is not DISPLAY_KEY_PATTERN's (a regular expression's source). */
  pattern?: string;
  /** Unique among the items with the same value of this field (the timeline: per group), not in the whole list. */
  uniqueWithin?: string;
}
/** A calendar day, yyyy-mm-dd. */
export interface DateField<N extends string = string> extends FieldBase<N> {
  kind: 'date';
}

export type DisplayField = Text3Field | RichText3Field | MediaIdField | UrlField | NumberField | SelectField | BooleanField | KeyField | DateField;
export type DisplayFieldKind = DisplayField['kind'];

/** The value a field holds in an item. */
export type DisplayFieldValue<F> = F extends { kind: 'text3' }
  ? DisplayText
  : F extends { kind: 'richText3' }
    ? Record<Language, RichTextDocument>
    : F extends { kind: 'mediaId' | 'number'; required: true }
      ? number
      : F extends { kind: 'mediaId' | 'number' }
        ? number | null
        : F extends { kind: 'select'; options: readonly (infer O)[] }
          ? O
          : F extends { kind: 'boolean' }
            ? boolean
            : string;

/** An item of a collection, as its descriptors make it. */
export type DisplayItemOf<Fields extends readonly DisplayField[]> = { [F in Fields[number] as F['name']]: DisplayFieldValue<F> };

export interface DisplayCollectionSpec {
  fields: readonly DisplayField[];
  /** How many items a save may hold. */
  minItems: number;
  maxItems: number;
  /**
   * Only these roles read it for editing and save it (the server refuses others 403; the back office should hide it
   * from them). Absent: every content role (editor, organizer).
   */
  roles?: readonly StaffRole[];
  /** A save asks a second factor proven within the last minutes (the guard's step-up), as other rule changes do. */
  fresh?: boolean;
}

/** The lengths the descriptors use. */
export const DISPLAY_LIMITS = { name: 120, title: 200, text: 1000, longText: 4000, url: 500 } as const;

const GROUPS = [1, 2] as const;
const text3 = <N extends string>(name: N, maxLength: number, required = true, multiline = false) =>
  ({ name, kind: 'text3', required, maxLength, ...(multiline ? { multiline: true } : {}) }) as const;
const sample = { name: 'sample', kind: 'boolean', required: true } as const;

/**
 * The editable collections (issue 25 point 3), in the order the back office lists them. The timeline's dates are the
 * contest's rules: only organizers save it, with a fresh second factor (docs/adr/0040).
 */
export const DISPLAY_COLLECTION_TABLE = {
  /** The home page's carousel: per language its slides in order, each a library image leading to `link`. */
  banners: {
    minItems: 0,
    maxItems: 30,
    fields: [
      { name: 'language', kind: 'select', required: true, options: LANGUAGES },
      /** The group whose registration the slide leads to when `link` is ''. */
      { name: 'group', kind: 'select', required: true, options: GROUPS },
      { name: 'mediaId', kind: 'mediaId', required: true },
      { name: 'link', kind: 'url', required: false, maxLength: DISPLAY_LIMITS.url, sitePath: true },
    ],
  },
  /** The home page's introduction (exactly one item; the video is a site setting). Plain text: a blank line parts paragraphs. */
  intro: {
    minItems: 1,
    maxItems: 1,
    fields: [
      text3('title', DISPLAY_LIMITS.title),
      text3('body', DISPLAY_LIMITS.longText, true, true),
      text3('group1Title', DISPLAY_LIMITS.title),
      text3('group1Summary', DISPLAY_LIMITS.text, true, true),
      text3('group2Title', DISPLAY_LIMITS.title),
      text3('group2Summary', DISPLAY_LIMITS.text, true, true),
    ],
  },
  prizes: {
    minItems: 0,
    maxItems: 40,
    fields: [
      { name: 'group', kind: 'select', required: true, options: GROUPS },
      { name: 'rank', kind: 'select', required: true, options: ['champion', 'second', 'third', 'merit', 'mostActiveSchool'] },
      text3('title', DISPLAY_LIMITS.title),
      /** In HKD; null for a prize without cash. */
      { name: 'amountHkd', kind: 'number', required: false, min: 0, max: 100_000_000 },
      { name: 'count', kind: 'number', required: true, min: 1, max: 1000 },
      text3('extras', DISPLAY_LIMITS.text, false, true),
    ],
  },
  topics: {
    minItems: 1,
    maxItems: 40,
    fields: [
      { name: 'group', kind: 'select', required: true, options: GROUPS },
      /**
       * What a registration stores (`water-1`): lowercase letters, digits and dashes, unique. A topic a registration
       * chose cannot be removed (409): rename its title instead.
       */
      { name: 'key', kind: 'key', required: true, maxLength: 40 },
      text3('title', DISPLAY_LIMITS.title),
      text3('summary', DISPLAY_LIMITS.text, true, true),
    ],
  },
  judges: {
    minItems: 0,
    maxItems: 60,
    fields: [text3('name', DISPLAY_LIMITS.name), text3('title', DISPLAY_LIMITS.title), { name: 'photoMediaId', kind: 'mediaId', required: false }, sample],
  },
  /** Partners by role; the page lists organizer, co-organizers, supporters, media, each in this list's order. */
  partners: {
    minItems: 0,
    maxItems: 80,
    fields: [
      { name: 'role', kind: 'select', required: true, options: ['organizer', 'coOrganizer', 'supporter', 'media'] },
      text3('name', DISPLAY_LIMITS.name),
      { name: 'logoMediaId', kind: 'mediaId', required: true },
      { name: 'url', kind: 'url', required: false, maxLength: DISPLAY_LIMITS.url },
      sample,
    ],
  },
  /** The gallery of each past contest (1: the first, 2: the second). */
  galleries: {
    minItems: 0,
    maxItems: 400,
    fields: [
      { name: 'contest', kind: 'select', required: true, options: GROUPS },
      { name: 'mediaId', kind: 'mediaId', required: true },
      text3('caption', DISPLAY_LIMITS.title, false),
    ],
  },
  /** Past winners (SPEC §3). A season's published results are the releases' (issue 11), not this list's. */
  winners: {
    minItems: 0,
    maxItems: 400,
    fields: [
      text3('contest', DISPLAY_LIMITS.title),
      { name: 'group', kind: 'select', required: true, options: GROUPS },
      text3('award', DISPLAY_LIMITS.name),
      text3('school', DISPLAY_LIMITS.name),
      text3('teamName', DISPLAY_LIMITS.name),
      { name: 'date', kind: 'date', required: true },
      /** One member's name per line. */
      text3('members', DISPLAY_LIMITS.text, true, true),
      text3('workTitle', DISPLAY_LIMITS.title),
      sample,
    ],
  },
  /** The home page's live-stream block (exactly one item), served as /config/live.json. */
  live: {
    minItems: 1,
    maxItems: 1,
    fields: [
      { name: 'show', kind: 'boolean', required: true },
      /** Required while `show` is on. */
      { name: 'src', kind: 'url', required: false, maxLength: DISPLAY_LIMITS.url },
      text3('title', DISPLAY_LIMITS.title, false),
    ],
  },
  /**
   * The season's calendar (the season file's steps, saved per season id): both groups' steps, each group's in order.
   * Its dates open and close registration, submission and voting, so the server also checks it with the season file's
   * own rules (a step registration/submission/voting/works use must stay, with its dates; `to` not before `from`).
   * Dates are Hong Kong days; '' for none. `openUntil` closes a rule window of a step without `to`.
   */
  timeline: {
    minItems: 2,
    maxItems: 80,
    roles: ['organizer'],
    fresh: true,
    fields: [
      { name: 'group', kind: 'select', required: true, options: GROUPS },
      /** The step's key, which the season's rules name (registration, videoSubmission): unique in its group. */
      { name: 'key', kind: 'key', required: true, maxLength: 40, pattern: '^[a-z][A-Za-z0-9]*$', uniqueWithin: 'group' },
      text3('title', DISPLAY_LIMITS.title),
      { name: 'from', kind: 'date', required: false },
      { name: 'to', kind: 'date', required: false },
      { name: 'openUntil', kind: 'date', required: false },
      /** Words where the step has no date ("to be decided"). */
      text3('note', DISPLAY_LIMITS.title, false),
    ],
  },
} as const satisfies Record<string, DisplayCollectionSpec>;

export type DisplayCollectionTable = typeof DISPLAY_COLLECTION_TABLE;
export type DisplayCollection = keyof DisplayCollectionTable;
export const DISPLAY_COLLECTIONS = Object.keys(DISPLAY_COLLECTION_TABLE) as DisplayCollection[];

export function isDisplayCollection(value: unknown): value is DisplayCollection {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(DISPLAY_COLLECTION_TABLE, value);
}

/**
 * Whether `role` may read `collection` for editing and save it: the collection's own roles, else every content role.
 * The server refuses the others (403) and the back office does not offer them the collection.
 */
export function mayEditDisplayCollection(collection: DisplayCollection, role: StaffRole): boolean {
  const { roles } = DISPLAY_COLLECTION_TABLE[collection] as DisplayCollectionSpec;
  return roles ? roles.includes(role) : true;
}

/** An item of `C`, e.g. `DisplayItem<'judges'>` = {name, title, photoMediaId, sample}. */
export type DisplayItem<C extends DisplayCollection> = DisplayItemOf<DisplayCollectionTable[C]['fields']>;
export type AnyDisplayItem = { [C in DisplayCollection]: DisplayItem<C> }[DisplayCollection];

/** A key field's form (KeyField). */
export const DISPLAY_KEY_PATTERN = '^[a-z][a-z0-9-]*$';
const KEY = new RegExp(DISPLAY_KEY_PATTERN);

// ——— The rules ———

/**
 * `required` (empty where a value must be), `tooLong`, `text` (control characters; line breaks only where multiline),
 * `url` (neither https:// nor, where allowed, a path of this site), `date` (not a real yyyy-mm-dd day), `number` (not a
 * whole number in range), `option` (not one of the options), `key` (not a key's form), `duplicate` (a key twice in the list).
 */
export type DisplayProblem = 'required' | 'tooLong' | 'text' | 'url' | 'date' | 'number' | 'option' | 'duplicate' | 'key';

/** Where a problem is: the item's index in the list, its field and, for a text per language, the language. */
export interface DisplayIssue {
  index: number;
  field: string;
  language?: Language;
  problem: DisplayProblem;
}

// eslint-disable-next-line no-control-regex -- what is refused is exactly the control characters
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- a multiline text keeps its line breaks (\n) and nothing else
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A path of this site (`/about`, `/c/3?x=1`): no `//host`, no backslash, no spaces. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && !CONTROL.test(value);
}

export function isDisplayDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function textProblem(value: string, field: Text3Field): DisplayProblem | undefined {
  if (value.trim() === '') return field.required ? 'required' : undefined;
  if (Array.from(value).length > field.maxLength) return 'tooLong';
  return (field.multiline ? CONTROL_BUT_NEWLINE : CONTROL).test(value) ? 'text' : undefined;
}

function urlProblem(value: string, field: UrlField): DisplayProblem | undefined {
  if (value === '') return field.required ? 'required' : undefined;
  if (value.length > field.maxLength) return 'tooLong';
  return isHttpsUrl(value) || (field.sitePath === true && isSitePath(value)) ? undefined : 'url';
}

function fieldIssues(field: DisplayField, value: unknown, index: number): DisplayIssue[] {
  const at = (problem: DisplayProblem | undefined, language?: Language): DisplayIssue[] =>
    problem ? [{ index, field: field.name, ...(language ? { language } : {}), problem }] : [];
  switch (field.kind) {
    case 'text3':
      return LANGUAGES.flatMap((language) => at(textProblem((value as DisplayText)[language], field), language));
    case 'richText3':
      return field.required ? LANGUAGES.flatMap((language) => at(isEmptyDocument((value as Record<Language, RichTextDocument>)[language]) ? 'required' : undefined, language)) : [];
    case 'mediaId':
      return at(value === null ? (field.required ? 'required' : undefined) : Number.isInteger(value) && (value as number) > 0 ? undefined : 'number');
    case 'number':
      if (value === null) return at(field.required ? 'required' : undefined);
      return at(Number.isInteger(value) && (value as number) >= field.min && (value as number) <= field.max ? undefined : 'number');
    case 'url':
      return at(urlProblem(value as string, field));
    case 'date':
      return at(value === '' ? (field.required ? 'required' : undefined) : isDisplayDate(value as string) ? undefined : 'date');
    case 'key':
      if (value === '') return at('required');
      if ((value as string).length > field.maxLength) return at('tooLong');
      return at((field.pattern === undefined ? KEY : new RegExp(field.pattern)).test(value as string) ? undefined : 'key');
    case 'select':
      return at((field.options as readonly unknown[]).includes(value) ? undefined : 'option');
    case 'boolean':
      return [];
  }
}

/**
 * Every problem of a collection's items (already of the item schema's shape), item by item in list order and field by
 * field in descriptor order; none when the list may be saved. Texts are checked as they are: the form trims them.
 */
export function displayItemIssues<C extends DisplayCollection>(collection: C, items: readonly DisplayItem<C>[]): DisplayIssue[] {
  const { fields } = DISPLAY_COLLECTION_TABLE[collection] as DisplayCollectionSpec;
  const issues: DisplayIssue[] = [];
  items.forEach((item, index) => {
    const values = item as Record<string, unknown>;
    for (const field of fields) issues.push(...fieldIssues(field, values[field.name], index));
    if (collection === 'live' && values.show === true && values.src === '') issues.push({ index, field: 'src', problem: 'required' });
  });
  for (const field of fields.filter((candidate): candidate is KeyField => candidate.kind === 'key')) {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const values = item as Record<string, unknown>;
      const key = JSON.stringify([field.uniqueWithin === undefined ? null : values[field.uniqueWithin], values[field.name]]);
      if (seen.has(key)) issues.push({ index, field: field.name, problem: 'duplicate' });
      seen.add(key);
    });
  }
  return issues;
}

/** The lines of a multiline text without the empty ones (winners' members). */
export const displayLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The paragraphs of a multiline text: parted by blank lines, each keeping its single line breaks. */
export const displayParagraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

/** The media owner a collection's images are used by (`display:banners`): while it shows one, it cannot be deleted. */
export const displayMediaOwner = (collection: DisplayCollection): string => `display:${collection}`;
