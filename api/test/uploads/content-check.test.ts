import { describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type/node';
import { finalType, headMayBeAccepted } from '../../src/uploads/content-check.js';
import type { UploadKind } from '../../src/uploads/limits.js';
import { cfb, docx, gif, jpeg, mp4, pdf, png, pptx, text, webp, xlsx, zip } from './sample-files.js';

const whole = (kind: UploadKind, content: Buffer, name = 'file') => finalType(kind, Readable.from([content], { objectMode: false }), name);

describe('finalType', () => {
  it.each<[UploadKind, Buffer, string, string | undefined]>([
    ['image', png(), 'x', 'png'],
    ['image', jpeg(), 'x', 'jpg'],
    ['image', gif(), 'x', 'gif'],
    ['image', webp(), 'x', 'webp'],
    ['image', pdf(), 'x.png', undefined],
    ['image', text(), 'x.png', undefined],
    ['image', Buffer.alloc(0), 'x.png', undefined],
    ['video', mp4('isom'), 'x', 'mp4'],
    ['video', mp4('mp42'), 'x', 'mp4'],
    ['video', mp4('M4V '), 'x', 'm4v'],
    ['video', mp4('qt'), 'x.mp4', undefined],
    ['video', mp4('heic'), 'x.mp4', undefined],
    ['document', pdf(), 'x', 'pdf'],
    ['document', docx(), 'x', 'docx'],
    ['document', pptx(), 'x', 'pptx'],
    ['document', xlsx(), 'x.pptx', undefined],
    ['document', zip({ 'ppt/slide.xml': '<x/>' }), 'x.pptx', undefined],
    ['document', cfb(), 'x.doc', 'doc'],
    ['document', cfb(), 'X.DOC', 'doc'],
    ['document', cfb(), 'x.ppt', 'ppt'],
    ['document', cfb(), 'x.xls', undefined],
    ['document', cfb(), 'doc', undefined],
    ['document', cfb(), 'x.doc.exe', undefined],
    ['document', png(), 'x.pdf', undefined],
  ])('%s: %#', async (kind, content, name, ext) => {
    expect((await whole(kind, content, name))?.ext).toBe(ext);
  });

  it('stores an animated PNG as a PNG', async () => {
    // An acTL chunk before IDAT makes file-type say apng.
    const plain = png();
    const acTL = Buffer.from('00000008616354 4c0000000100000000'.replace(/ /g, ''), 'hex');
    const crc = Buffer.from('00000000', 'hex');
    const animated = Buffer.concat([plain.subarray(0, 33), acTL, crc, plain.subarray(33)]);
    expect((await fileTypeFromBuffer(animated))?.ext).toBe('apng');
    expect(await whole('image', animated)).toEqual({ ext: 'png', mime: 'image/png' });
  });
});

describe('headMayBeAccepted', () => {
  it.each<[UploadKind, Buffer, boolean]>([
    ['image', png(), true],
    ['image', text(), false],
    ['image', Buffer.alloc(0), false],
    ['image', pdf(), false],
    ['video', mp4(), true],
    ['video', png(), false],
    // A small file is all head: an xlsx is refused at once.
    ['document', xlsx(), false],
    // A compound file: only the declared name, after the whole file arrived, tells a .doc from an .xls.
    ['document', cfb(), true],
    ['image', cfb(), false],
  ])('%s: %#', async (kind, head, expected) => {
    expect(await headMayBeAccepted(kind, head)).toBe(expected);
  });

  it('judges the first 4100 bytes of a large file by its magic number', async () => {
    expect(await headMayBeAccepted('image', png(100_000).subarray(0, 4100))).toBe(true);
    // A zip whose first bytes do not yet say what it holds: the whole file decides.
    const bigFirst = zip({ 'ppt/media/image1.bin': 'x'.repeat(10_000), '[Content_Types].xml': '<Types/>' });
    expect(await headMayBeAccepted('document', bigFirst.subarray(0, 4100))).toBe(true);
  });
});
