import { describe, expect, it } from '@jest/globals';
import { Upload } from '@tus/server';
import { AppError } from '../../src/lib/app-error.js';
import type { SeasonWorkStep } from '../../src/season/season-file.js';
import { acceptedDeclaredType, declaredUpload, storedFields, storedMetadata, uploadOwner } from '../../src/works/tus/metadata.js';

const upload = (metadata: Record<string, string | null>) => new Upload({ id: 'a'.repeat(32), offset: 0, size: 10, metadata });
const slides: SeasonWorkStep = { step: 'slides', accept: ['ppt', 'pptx'] };

describe('declaredUpload', () => {
  it('keeps the last segment of the name, without control characters', () => {
    expect(declaredUpload(upload({ filename: 'C:\\Users\\x\\deck\u0000.pptx', filetype: ' Application/PDF ', step: 'slides' }))).toEqual({
      filename: 'deck.pptx',
      filetype: 'application/pdf',
      step: 'slides',
    });
  });

  it('needs a step and a name', () => {
    expect(() => declaredUpload(upload({ filename: 'a.pdf', step: null }))).toThrow(AppError);
    expect(() => declaredUpload(upload({ filename: '/', step: 'slides' }))).toThrow(AppError);
  });
});

describe('acceptedDeclaredType', () => {
  it.each([
    ['deck.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'],
    ['DECK.PPT', 'application/vnd.ms-powerpoint', 'ppt'],
    ['deck.ppt', '', 'ppt'],
    ['deck.pptx', 'application/octet-stream', 'pptx'],
  ])('takes %s declared as "%s"', (filename, filetype, type) => {
    expect(acceptedDeclaredType(slides, { filename, filetype, step: 'slides' })).toBe(type);
  });

  it.each([
    ['deck.pdf', 'application/pdf'],
    ['deck.pptx', 'video/mp4'],
    ['deck.pptx.exe', ''],
  ])('refuses %s declared as "%s", naming what the step takes', (filename, filetype) => {
    try {
      acceptedDeclaredType(slides, { filename, filetype, step: 'slides' });
      throw new Error('accepted');
    } catch (error) {
      expect((error as AppError).statusCode).toBe(415);
      expect((error as AppError).localized('en')).toBe('This step accepts PPT, PPTX files only');
    }
  });
});

describe('the server’s fields', () => {
  it('round-trip through the stored metadata', () => {
    const stored = storedMetadata({ filename: 'f.mp4', filetype: 'video/mp4', step: 'videoSubmission', owner: 7, group: 1 });
    expect(storedFields(upload(stored))).toEqual({ filename: 'f.mp4', filetype: 'video/mp4', step: 'videoSubmission', owner: 7, group: 1 });
  });

  it.each([null, '', '0', '-1', '1e3', ' 7', '7 ', '12345678901234567'])('find no owner in %p', (owner) => {
    expect(uploadOwner(upload({ owner }))).toBeUndefined();
  });
});
