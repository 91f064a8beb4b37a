import { describe, expect, it } from '@jest/globals';
import { filmLength, fileSize, hongKongTime, safeHref } from '../../src/messages/templates/format.js';

// What the mails write for instants, sizes and lengths.

describe('mail formats', () => {
  it('writes instants in Hong Kong time and names the zone', () => {
    expect(hongKongTime('2026-11-26T16:30:00Z', 'zhComplex')).toBe('2026年11月27日 00:30（香港時間）');
    expect(hongKongTime('2026-11-26T16:30:00Z', 'zhSimple')).toBe('2026年11月27日 00:30（香港时间）');
    expect(hongKongTime('2026-11-26T16:30:00Z', 'en')).toBe('27 November 2026, 00:30 Hong Kong time (UTC+8)');
  });

  it('writes sizes for people and the exact bytes', () => {
    expect(fileSize(512, 'en')).toBe('512 bytes');
    expect(fileSize(2 * 1024 ** 3, 'en')).toBe('2.00 GB (2,147,483,648 bytes)');
    expect(fileSize(1536, 'zhComplex')).toBe('1.50 KB (1,536 位元組)');
    expect(fileSize(150 * 1024 ** 2, 'zhSimple')).toBe('150 MB (157,286,400 字节)');
  });

  it('writes a film length as m:ss', () => {
    expect(filmLength(0)).toBe('0:00');
    expect(filmLength(59.6)).toBe('1:00');
    expect(filmLength(305)).toBe('5:05');
    expect(filmLength(4503)).toBe('75:03');
  });

  it('links web addresses only', () => {
    expect(safeHref('https://a.example/x?y=1')).toBe('https://a.example/x?y=1');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,x')).toBeUndefined();
    expect(safeHref('not a url')).toBeUndefined();
  });
});
