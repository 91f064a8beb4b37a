import { Value } from 'typebox/value';
import { LANGUAGES, type Language } from '@portal/contracts/languages';
import {
  DISPLAY_COLLECTION_TABLE,
  displayItemIssues,
  displayItemSchema,
  type DisplayCollection,
  type DisplayCollectionSpec,
  type DisplayField,
  type DisplayIssue,
  type DisplayItem,
} from '@portal/contracts/admin-display';

// The server's check of a collection's items, before anything is read or written: first the item shape the
// collection's schema gives (a field missing, unknown or of the wrong kind, a language missing), then the rules the
// back office's form runs too. A problem names the item (its index) and the field, and the language where it has one.

/** The shape problems the rules never see: `missing` (a field or language absent), `unknown` (a field the item has not), `type`. */
export type ShapeProblem = 'missing' | 'unknown' | 'type';

export type ItemIssue = DisplayIssue | { index: number; field: string; language?: Language; problem: ShapeProblem };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function fieldShapeIssue(field: DisplayField, value: unknown, index: number): ItemIssue | undefined {
  if (value === undefined) return { index, field: field.name, problem: 'missing' };
  if ((field.kind === 'text3' || field.kind === 'richText3') && isRecord(value)) {
    const language = LANGUAGES.find((candidate) => value[candidate] === undefined);
    if (language) return { index, field: field.name, language, problem: 'missing' };
  }
  return undefined;
}

function shapeIssue(collection: DisplayCollection, item: unknown, index: number): ItemIssue | undefined {
  const schema = displayItemSchema(collection);
  if (Value.Check(schema, item)) return undefined;
  if (!isRecord(item)) return { index, field: '', problem: 'type' };
  const { fields } = DISPLAY_COLLECTION_TABLE[collection] as DisplayCollectionSpec;
  const unknown = Object.keys(item).find((key) => !fields.some((field) => field.name === key));
  if (unknown !== undefined) return { index, field: unknown.slice(0, 40), problem: 'unknown' };
  const properties = (schema as unknown as { properties: Record<string, Parameters<typeof Value.Check>[0]> }).properties;
  for (const field of fields) {
    const missing = fieldShapeIssue(field, item[field.name], index);
    if (missing) return missing;
    const property = properties[field.name];
    if (property && !Value.Check(property, item[field.name])) return { index, field: field.name, problem: 'type' };
  }
  return { index, field: '', problem: 'type' };
}

/** Every string trimmed, as it is stored (the form trims too). */
function trimmed<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, inner: unknown) => (typeof inner === 'string' ? inner.trim() : inner)) as T;
}

export type ItemsCheck<C extends DisplayCollection> =
  | { ok: true; items: DisplayItem<C>[] }
  | { ok: false; reason: 'count'; count: number; min: number; max: number }
  | { ok: false; reason: 'issues'; issues: ItemIssue[] };

export function checkItems<C extends DisplayCollection>(collection: C, items: readonly unknown[]): ItemsCheck<C> {
  const { minItems, maxItems } = DISPLAY_COLLECTION_TABLE[collection] as DisplayCollectionSpec;
  if (items.length < minItems || items.length > maxItems) return { ok: false, reason: 'count', count: items.length, min: minItems, max: maxItems };
  const shape = items.map((item, index) => shapeIssue(collection, item, index)).find((issue) => issue !== undefined);
  if (shape) return { ok: false, reason: 'issues', issues: [shape] };
  const checked = trimmed(items) as DisplayItem<C>[];
  const issues = displayItemIssues(collection, checked);
  return issues.length > 0 ? { ok: false, reason: 'issues', issues } : { ok: true, items: checked };
}
