import { Type, type Static, type TSchema } from 'typebox';
import {
  DISPLAY_COLLECTIONS,
  DISPLAY_COLLECTION_TABLE,
  type DisplayCollection,
  type DisplayCollectionSpec,
  type DisplayField,
} from './display-collections.js';
import { Envelope } from './common.js';
import { LANGUAGES } from './languages.js';
import { RichTextDocument } from './rich-text.js';

// The display data's back-office resource (issue 25 point 3) under /api/admin/display: every editable collection
// (banners, intro, prizes, topics, judges, partners, galleries, past winners, live stream) read and saved whole, each
// against its version. The plain table of collections and fields, and the rules, are ./display-collections (the
// back office's form imports them as values); the item schemas here are built from those same descriptors, so a
// field is named once. The API validates with these; mf-admin takes the types.

export * from './display-collections.js';

const strict = { additionalProperties: false } as const;
const Version = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

// The schema's caps only stop absurd values: the rules (displayItemIssues) name the field and the limit otherwise.
const loose = (maxLength: number) => Type.String({ maxLength: maxLength * 4 });

function fieldSchema(field: DisplayField): TSchema {
  switch (field.kind) {
    case 'text3':
      return Type.Object({ zhComplex: loose(field.maxLength), zhSimple: loose(field.maxLength), en: loose(field.maxLength) }, strict);
    case 'richText3':
      return Type.Object({ zhComplex: RichTextDocument, zhSimple: RichTextDocument, en: RichTextDocument }, strict);
    case 'mediaId': {
      const id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
      // Null first: the validator coerces, and would take null as 0 were the integer tried first.
      return field.required ? id : Type.Union([Type.Null(), id]);
    }
    case 'number': {
      const number = Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 });
      return field.required ? number : Type.Union([Type.Null(), number]);
    }
    case 'url':
    case 'key':
      return loose(field.maxLength);
    case 'date':
      return Type.String({ maxLength: 10 });
    case 'select':
      return Type.Union(field.options.map((option) => Type.Literal(option)));
    case 'boolean':
      return Type.Boolean();
  }
}

/** The schema of one item of a collection: exactly its fields, each of its kind's shape. */
export function displayItemSchema(collection: DisplayCollection): TSchema {
  const { fields } = DISPLAY_COLLECTION_TABLE[collection] as DisplayCollectionSpec;
  return Type.Object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])), strict);
}

export const DisplayCollectionName = Type.Enum(DISPLAY_COLLECTIONS);

/** The `:collection` of /api/admin/display/:collection (an unknown one is answered 404 in the envelope). */
export const DisplayCollectionParams = Type.Object({ collection: Type.String({ maxLength: 40 }) }, strict);
export type DisplayCollectionParams = Static<typeof DisplayCollectionParams>;

/** A collection's state: what a save is made against. */
export const DisplayCollectionState = Type.Object({
  collection: DisplayCollectionName,
  /** 1 for the data the site started with; each save adds one. */
  version: Type.Integer({ minimum: 1 }),
  /** When it was last saved (ISO instant), null for the data the site started with. */
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  count: Type.Integer({ minimum: 0 }),
});
export type DisplayCollectionState = Static<typeof DisplayCollectionState>;

/** GET /api/admin/display: every collection, in the table's order. */
export const AdminDisplayOverview = Type.Object({ collections: Type.Array(DisplayCollectionState) });
export type AdminDisplayOverview = Static<typeof AdminDisplayOverview>;

/**
 * GET /api/admin/display/:collection and PUT's answer: the items in display order, each of the collection's item
 * shape (`DisplayItem<C>` of ./display-collections).
 */
export const AdminDisplayCollection = Type.Object({
  ...DisplayCollectionState.properties,
  items: Type.Array(Type.Record(Type.String(), Type.Unknown())),
});
export type AdminDisplayCollection = Static<typeof AdminDisplayCollection>;

/**
 * PUT /api/admin/display/:collection: the whole ordered list, made against `version` (409 when someone saved since).
 * Each item is checked against the collection's item schema and rules on the server; a refusal names the item (from 1)
 * and the field, and nothing is written.
 */
export const SaveDisplayBody = Type.Object(
  {
    version: Version,
    // The largest collection's cap; each collection's own is checked with its rules.
    items: Type.Array(Type.Record(Type.String(), Type.Unknown()), { maxItems: 400 }),
  },
  strict,
);
export type SaveDisplayBody = Static<typeof SaveDisplayBody>;

/**
 * A refused save (400): the envelope's message, and where the first problem is — the item's place in the list, the
 * field, and the language of a text — so the form puts the words beside that field. Null when no item is at fault.
 */
export const DisplayRefusalPlace = Type.Object(
  { index: Type.Integer({ minimum: 0 }), field: Type.String(), language: Type.Optional(Type.Union(LANGUAGES.map((language) => Type.Literal(language)))) },
  strict,
);
export type DisplayRefusalPlace = Static<typeof DisplayRefusalPlace>;
export const DisplayRefusalEnvelope = Envelope(Type.Union([Type.Null(), DisplayRefusalPlace]));
