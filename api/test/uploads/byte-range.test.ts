import { describe, expect, it } from '@jest/globals';
import { parseRange, resolveRange } from '../../src/uploads/byte-range.js';

// One byte range per request (RFC 9110 §14): what a <video> asks for as it seeks.
describe('byte ranges', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: null }],
    ['bytes=-500', { suffix: 500 }],
    ['BYTES = 5 - 9', { start: 5, end: 9 }],
  ])('reads %p', (header, expected) => {
    expect(parseRange(header)).toEqual(expected);
  });

  it.each([[undefined], ['bytes=9-3'], ['bytes=0-1,5-9'], ['items=0-9'], ['bytes=-'], ['bytes=a-b'], ['bytes=1.5-2'], ['']])('ignores %p (the whole file is sent)', (header) => {
    expect(parseRange(header)).toBeUndefined();
  });

  it('fits a range to the size, or says none of it is in the file', () => {
    expect(resolveRange({ start: 0, end: 99 }, 1000)).toEqual({ start: 0, end: 99 });
    expect(resolveRange({ start: 990, end: 5000 }, 1000)).toEqual({ start: 990, end: 999 });
    expect(resolveRange({ start: 10, end: null }, 1000)).toEqual({ start: 10, end: 999 });
    expect(resolveRange({ suffix: 10 }, 1000)).toEqual({ start: 990, end: 999 });
    expect(resolveRange({ suffix: 5000 }, 1000)).toEqual({ start: 0, end: 999 });
    expect(resolveRange({ start: 1000, end: null }, 1000)).toBe('unsatisfiable');
    expect(resolveRange({ start: 1e20, end: null }, 1000)).toBe('unsatisfiable');
    expect(resolveRange({ suffix: 0 }, 1000)).toBe('unsatisfiable');
    expect(resolveRange({ suffix: 5 }, 0)).toBe('unsatisfiable');
    expect(resolveRange({ start: 0, end: 0 }, 0)).toBe('unsatisfiable');
  });
});
