import fc from 'fast-check';
import { JObject, hostileJson, hostileKey, type JValue } from './hostile.js';

// Values from a route's JSON schema (the TypeBox schemas of @portal/contracts and each feature's schemas, as Fastify holds them): mostly what the
// schema allows, so validation passes and the handler's own rules run, with hostile values mixed in at every level.

/** The JSON Schema keywords the API's schemas use. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

/** Realistic values by field name: the data the server knows (real ids, keys, addresses) so deep paths are reached. */
export type Hints = Record<string, fc.Arbitrary<JValue>>;

export interface SchemaOptions {
  hints: Hints;
  /** Weight of a hostile value against a valid one (1 : validWeight) at each field. */
  validWeight: number;
}

const smallBiased = (min: number, max: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 40) }) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );

function isJsonValue(value: unknown): value is JValue {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** A value the schema accepts (hints first for named fields), recursively mixed with hostile ones. */
export function valueOf(schema: JsonSchema, options: SchemaOptions, name?: string): fc.Arbitrary<JValue> {
  const valid = validValueOf(schema, options, name);
  return fc.oneof({ weight: options.validWeight, arbitrary: valid }, { weight: 1, arbitrary: hostileJson });
}

function validValueOf(schema: JsonSchema, options: SchemaOptions, name?: string): fc.Arbitrary<JValue> {
  const hint = name === undefined ? undefined : options.hints[name];
  if (hint) return fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: bySchema(schema, options) });
  return bySchema(schema, options);
}

/**
 * Strings a pattern accepts. fast-check cannot build them from every regular expression — not from a lookahead, such as
 * a rich-text link's "a path, but not `//host`" — and such a pattern gets strings of every kind instead, most of them
 * refused by it, which is a fuzzer's business too.
 */
function matching(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('https://example.org/', '/pc/home', 'mailto:a@example.org', 'javascript:alert(1)', '//evil.example/'));
  }
}

function bySchema(schema: JsonSchema, options: SchemaOptions): fc.Arbitrary<JValue> {
  if (schema.const !== undefined && isJsonValue(schema.const)) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum.filter(isJsonValue));
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => bySchema(option, options)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const maxLength = schema.maxLength ?? 60;
      const minLength = schema.minLength ?? 0;
      // Only the schema's own bounds: a pattern of fixed length (a 64-hex digest) under a default cap it exceeds would be
      // filtered forever.
      if (schema.pattern) return matching(schema.pattern).filter((text) => text.length >= minLength && (schema.maxLength === undefined || text.length <= schema.maxLength));
      return fc.oneof(
        fc.string({ minLength, maxLength: Math.min(maxLength, 30) }),
        fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 30) }),
        // Exactly at the cap and one past it.
        fc.constantFrom('a'.repeat(maxLength), 'a'.repeat(maxLength + 1), '沙'.repeat(maxLength)),
      );
    }
    case 'integer':
      return smallBiased(schema.minimum ?? -(2 ** 31), schema.maximum ?? 2 ** 31);
    case 'number':
      return fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items ?? {};
      const maxLength = Math.min(schema.maxItems ?? 6, 6);
      return fc.array(valueOf(items, options), { minLength: Math.min(schema.minItems ?? 0, maxLength), maxLength });
    }
    case 'object':
      return objectOf(schema, options);
    default:
      // `{}`: anything.
      return hostileJson;
  }
}

/** An object of the schema: required fields usually present, optional ones often, and now and then extra keys. */
function objectOf(schema: JsonSchema, options: SchemaOptions): fc.Arbitrary<JObject> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([key, property]) =>
    fc.option(valueOf(property, options, key).map((value) => [key, value] as const), { freq: required.has(key) ? 12 : 2, nil: undefined }),
  );
  const extras = fc.oneof(
    { weight: 8, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(hostileKey, hostileJson), { minLength: 1, maxLength: 3 }) },
  );
  return fc.tuple(fc.tuple(...fields), extras).map(([present, extra]) => {
    const entries: (readonly [string, JValue])[] = present.filter((entry) => entry !== undefined);
    return new JObject([...entries, ...extra]);
  });
}

/** Query fields of a querystring schema: each a value or absent, plus hostile extra keys now and then. */
export function queryOf(schema: JsonSchema | undefined, options: SchemaOptions): fc.Arbitrary<(readonly [string, JValue])[]> {
  const object = schema ? objectOf(schema, options) : fc.constant(new JObject([]));
  const extra = fc.oneof(
    { weight: 6, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(hostileKey, hostileJson), { minLength: 1, maxLength: 2 }) },
  );
  return fc.tuple(object, extra).map(([known, more]) => [...known.entries, ...more]);
}
