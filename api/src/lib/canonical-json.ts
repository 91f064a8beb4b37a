// One canonical JSON for every hash chain whose entries are documents (release records, the staff audit log).

/**
 * JSON with object keys sorted (by UTF-16 code units), no whitespace, strings as JSON.stringify writes them and only
 * safe integers as numbers: RFC 8785 (JCS) for the values a record holds, so any JCS implementation gives the same
 * bytes and the same hash.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new TypeError(`a hashed document holds integers only, got ${value}`);
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, field]) => field !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  throw new TypeError(`a hashed document cannot hold a ${typeof value}`);
}
