// HTTP byte ranges (RFC 9110 §14) of a stored file, for a browser's <video> that seeks: one range per request. A
// Range header this does not serve (several ranges, another unit, bad syntax) is ignored and the whole file is sent,
// as the RFC allows; a range that starts past the end is unsatisfiable (416).

/** What a request asked for, before the file's size is known. */
export type RangeRequest = { start: number; end: number | null } | { suffix: number };

/** Inclusive byte positions within the file. */
export interface ByteRange {
  start: number;
  end: number;
}

const SINGLE = /^bytes[ \t]*=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i;

/** The one range a Range header asks for, or undefined to send the whole file. */
export function parseRange(header: string | undefined): RangeRequest | undefined {
  if (header === undefined) return undefined;
  const match = SINGLE.exec(header);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') return { suffix: Number(last) };
  const start = Number(first);
  const end = last === '' ? null : Number(last);
  // "bytes=9-3" is not a range (RFC 9110 §14.1.1): ignored.
  if (end !== null && end < start) return undefined;
  return { start, end };
}

/** The range within a file of `size` bytes, or 'unsatisfiable' when none of it is in the file. */
export function resolveRange(request: RangeRequest, size: number): ByteRange | 'unsatisfiable' {
  if ('suffix' in request) {
    if (request.suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - request.suffix), end: size - 1 };
  }
  if (request.start >= size) return 'unsatisfiable';
  return { start: request.start, end: request.end === null ? size - 1 : Math.min(request.end, size - 1) };
}
