import fc from 'fast-check';

// Generic hostile input: strings, numbers, keys, paths and JSON values that break naive parsers and validators.
// Values of a megabyte and more stay small in memory and in fast-check's reports until they are sent (Huge).

/** A string of at least `bytes` UTF-8 bytes, written out only when serialized. */
export class Huge {
  constructor(
    readonly unit: string,
    readonly bytes: number,
  ) {}

  toString(): string {
    return this.unit.repeat(Math.ceil(this.bytes / Math.max(1, Buffer.byteLength(this.unit))));
  }

  toJSON(): string {
    return this.toString();
  }

  [fc.toStringMethod](): string {
    return `Huge(${JSON.stringify(this.unit)} x ${this.bytes} bytes)`;
  }
}

/** JSON text written as it is (numbers JSON.stringify cannot write: 1e309, -0, 2^53 + 1). */
export class RawJson {
  constructor(readonly text: string) {}

  [fc.toStringMethod](): string {
    return `RawJson(${this.text})`;
  }
}

/** A JSON object as a list of entries, so keys may repeat and `__proto__` is an ordinary key. */
export class JObject {
  constructor(readonly entries: readonly (readonly [string, JValue])[]) {}

  [fc.toStringMethod](): string {
    return `{${this.entries.map(([key, value]) => `${JSON.stringify(key)}: ${fc.stringify(value)}`).join(', ')}}`;
  }
}

export type JValue = null | boolean | number | string | Huge | RawJson | JObject | readonly JValue[];

export function jsonText(value: JValue): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof Huge) return JSON.stringify(value.toString());
  if (value instanceof JObject) return `{${value.entries.map(([key, entry]) => `${JSON.stringify(key)}:${jsonText(entry)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map((entry: JValue) => jsonText(entry)).join(',')}]`;
  return JSON.stringify(value);
}

/** Text as a query or form value: numbers and booleans as written, objects as JSON. */
export function plainText(value: JValue): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  if (value instanceof Huge) return value.toString();
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return jsonText(value);
}

export const MEGABYTE = 1024 * 1024;

/** Strings of at least 1 MB (plus a byte: past limits set at exactly 1 MB). */
export const hugeString = fc.constantFrom('a', '沙', '😀', '\u0000', '%', '\uD800').map((unit) => new Huge(unit, MEGABYTE + 1));

export const unicodeEdges = [
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  'a\uD83D', // half an emoji
  '\uDE00b',
  '\u202Eevil\u202C', // right-to-left override
  '\u200F\u061C', // RTL and Arabic letter marks
  '\u2066isolate\u2069',
  '\u0000',
  'a\u0000b',
  'e\u0301\u0301\u0301', // combining accents
  'Z\u0364\u0351\u0313\u0310a\u0307\u0308',
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  '\uFEFF', // BOM
  '\u200B\u200C\u200D', // zero width
  '\u2028\u2029', // JS line terminators
  '\r\n',
  '\t',
  '\u00A0',
  '\uFFFF\uFFFE',
  '１２３４５６', // full-width digits
  '٠١٢٣٤٥', // Arabic-Indic digits
  '沙漠可持續發展',
  'а@example.org', // Cyrillic а
  'İı',
  'ß',
] as const;

/** Markup that must never come back unescaped in an HTML or XML answer (answers.ts looks for it). */
export const REFLECTION_MARK = '<fz-mark>';

export const trickyStrings = [
  '',
  ' ',
  'null',
  'undefined',
  'true',
  'NaN',
  '[object Object]',
  '{}',
  '[]',
  "' OR '1'='1",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  `"'>${REFLECTION_MARK}`,
  '%s%s%n',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '\\\\?\\C:\\',
  '%00',
  '%',
] as const;

/** Long but not huge: past the schemas' caps (100, 1000, 4096) and a parameter's 100 characters. */
export const longStrings = [new Huge('a', 101), new Huge('a', 4097), new Huge('沙', 3003)] as const;

/** Numbers at the edges: integer widths, float limits, and the texts a lax parser turns into numbers. */
export const boundaryNumbers = [0, -0, 1, -1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53 - 1, 2 ** 53, 1e308, 0.5, 1.5, 5e-324, -1e308] as const;
export const boundaryNumberTexts = [
  '0',
  '-0',
  '-1',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '1e309',
  '-1e309',
  '1e3',
  '0x10',
  '0b11',
  '010',
  '+1',
  ' 1',
  '1 ',
  '1.0',
  '1.5',
  'NaN',
  'Infinity',
  '-Infinity',
  '١',
  '1_000',
  '99999999999999999999999999999',
] as const;

export const prototypeKeys = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'toString', 'hasOwnProperty', 'valueOf'] as const;

/** Any UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

export const hostileString: fc.Arbitrary<string | Huge> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...unicodeEdges, ...trickyStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...boundaryNumberTexts, ...prototypeKeys) },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(...longStrings) },
  { weight: 1, arbitrary: hugeString },
);

/** Hostile strings short enough to print. */
export const hostileText: fc.Arbitrary<string> = hostileString.map((text) => (text instanceof Huge ? 'x'.repeat(64) : text));

export const hostileNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  fc.constantFrom(...boundaryNumbers),
  fc.constantFrom('1e309', '-1e309', '9007199254740993', '-0', '1E400', '0.0000000000000000000000001').map((text) => new RawJson(text)),
  fc.double(),
);

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...prototypeKeys) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'a'.repeat(1000), '\uD800', '\u0000', 'a.b', 'a[0]', '$where') },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** Any JSON value, hostile at every level: wrong types, prototype keys, deep nesting, huge and odd strings. */
export const hostileJson: fc.Arbitrary<JValue> = fc.letrec<{ value: JValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    hostileNumber,
    hostileString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map((entries) => new JObject(entries)),
  ),
})).value;

/** Nesting deep enough to overflow a recursive parser or validator. */
export const deepNesting = fc.constantFrom(100, 5_000, 100_000).map((depth) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`));

/** Path segments that try to leave a folder or confuse a router. */
export const pathTricks = [
  '..',
  '../',
  '../../canary.txt',
  '..%2fcanary.txt',
  '..%2F..%2Fcanary.txt',
  '%2e%2e/%2e%2e/canary.txt',
  '%2e%2e%2f%2e%2e%2fcanary.txt',
  '%252e%252e%252fcanary.txt',
  '....//....//canary.txt',
  '..\\..\\canary.txt',
  '..%5c..%5ccanary.txt',
  '%c0%ae%c0%ae/canary.txt',
  '.%00./canary.txt',
  'canary.txt%00.png',
  '/etc/passwd',
  '//etc/passwd',
  'C:\\Windows\\win.ini',
  '.',
  './',
  '.env',
  '.staging/secret.js',
  '.tmp-secret.png',
  '~',
  'a/../../canary.txt',
  '%2f',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%F0%9F%98%80',
] as const;

/** Transformations of a whole path: the same route written the ways routers and proxies disagree on. */
export const pathVariants: readonly ((path: string) => string)[] = [
  (path) => `${path}/`,
  (path) => `${path}//`,
  (path) => `/${path}`,
  (path) => path.replaceAll('/', '//'),
  (path) => `${path}/..`,
  (path) => `${path}/../../canary.txt`,
  (path) => path.replace(/\/([^/]*)$/, '/./$1'),
  (path) => path.replace(/\/([^/]*)$/, '/x/../$1'),
  (path) => path.replace(/\/([^/]*)$/, '/%2e%2e/$1'),
  (path) => path.replaceAll('/', '%2F'),
  (path) => path.replace(/^\/([^/]+)\//, '/$1%2f'),
  (path) => path.toUpperCase(),
  (path) => path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
  (path) => `${path};jsessionid=1`,
  (path) => `${path}%00`,
  (path) => `${path}%20`,
  (path) => `${path}.json`,
  (path) => `${path}?`,
  (path) => `${path}#fragment`,
  (path) => `${path}\\`,
];

export const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => parts.join('.'));

/** X-Forwarded-For: a fresh visitor per request, sometimes a chain or a value that is no address. */
export const forwardedFor = fc.oneof(
  { weight: 8, arbitrary: ipv4 },
  { weight: 1, arbitrary: fc.ipV6() },
  { weight: 1, arbitrary: fc.tuple(ipv4, ipv4).map(([a, b]) => `${a}, ${b}`) },
  { weight: 1, arbitrary: fc.constantFrom('unknown', '', ',,,', '999.1.1.1', '::ffff:127.0.0.1', '127.0.0.1', 'a'.repeat(300)) },
);

/** Percent-encodes any string, lone surrogates included (as their WTF-8 bytes, which are not UTF-8). */
export function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // URIError: a lone surrogate somewhere; written out character by character below.
  }
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += Buffer.from([0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)])
        .toString('hex')
        .replace(/../g, '%$&')
        .toUpperCase();
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** Text as a header value: its UTF-8 bytes (as latin1 characters), without the control characters HTTP forbids. */
export function headerSafe(text: string): string {
  return Buffer.from(text, 'utf8')
    .toString('latin1')
    // eslint-disable-next-line no-control-regex -- exactly the characters a header value may not hold
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');
}
