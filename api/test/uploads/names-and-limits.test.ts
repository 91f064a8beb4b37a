import { describe, expect, it } from '@jest/globals';
import { DEFAULT_UPLOAD_LIMITS, formatLimit, kindFromTypeField, largestLimit } from '../../src/uploads/limits.js';
import { contentDisposition, newPublicId, parseUploadFileName, parseUploadUri, sanitizeOriginalName, uploadUri } from '../../src/uploads/names.js';

describe('limits', () => {
  it("are the spec's by default, in binary megabytes", () => {
    expect(DEFAULT_UPLOAD_LIMITS).toEqual({ image: 50 * 1024 * 1024, video: 2 * 1024 ** 3, document: 50 * 1024 * 1024 });
    expect(largestLimit(DEFAULT_UPLOAD_LIMITS)).toBe(2 * 1024 ** 3);
  });

  it.each([
    [50 * 1024 * 1024, '50 MB'],
    [2 * 1024 ** 3, '2 GB'],
    [500 * 1024 * 1024, '500 MB'],
    [1536, '1.5 KB'],
    [4096, '4 KB'],
    [100, '100 B'],
  ])('states %i bytes as %s', (bytes, text) => {
    expect(formatLimit(bytes)).toBe(text);
  });

  it.each([
    ['1', 'image'],
    ['2', 'video'],
    ['3', 'document'],
    ['0', undefined],
    ['4', undefined],
    ['01', undefined],
    [' 1', undefined],
    ['toString', undefined],
    ['__proto__', undefined],
  ])('reads type %p as %p', (value, kind) => {
    expect(kindFromTypeField(value)).toBe(kind);
  });
});

describe('names', () => {
  it('makes 128-bit ids that do not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, newPublicId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('parses only its own addresses', () => {
    const id = newPublicId();
    expect(parseUploadUri(uploadUri(id, 'png'))).toEqual({ publicId: id, ext: 'png' });
    for (const bad of [
      `/uploads/${id}`,
      `/uploads/${id}.`,
      `/uploads/${id}.PNG`,
      `/uploads/${id}.png/`,
      `/uploads/${id}.tar.gz`,
      `/uploads/../${id}.png`,
      `/uploads/${id}.png\u0000`,
      `/media/${id}.png`,
      `uploads/${id}.png`,
      `https://evil.example/uploads/${id}.png`,
      `/uploads/${id.slice(1)}.png`,
      '/uploads/.tmp-abcdefghijklmnopqrstuv',
    ]) {
      expect(parseUploadUri(bad)).toBeUndefined();
    }
    expect(parseUploadFileName(`${id}.pdf`)).toEqual({ publicId: id, ext: 'pdf' });
  });

  it.each([
    ['C:\\Users\\me\\photo.png', 'photo.png'],
    ['../../etc/passwd', 'passwd'],
    ['  spaced.pdf  ', 'spaced.pdf'],
    ['a\u0000b\u0007c\u202egpj.exe', 'abcgpj.exe'],
    ['計劃書.pdf', '計劃書.pdf'],
    [undefined, ''],
    ['x'.repeat(300), 'x'.repeat(200)],
  ])('sanitizes the original name %p', (name, clean) => {
    expect(sanitizeOriginalName(name)).toBe(clean);
  });

  it('writes Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', 'a "b";c%.pdf')).toBe(`attachment; filename="a _b__c_.pdf"; filename*=UTF-8''a%20%22b%22%3Bc%25.pdf`);
    expect(contentDisposition('inline', "照片 (1)'s.png")).toBe(`inline; filename="__ (1)'s.png"; filename*=UTF-8''%E7%85%A7%E7%89%87%20%281%29%27s.png`);
  });
});
