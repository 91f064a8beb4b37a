import { describe, expect, it } from '@jest/globals';
import { Value } from 'typebox/value';
import { RichTextDocument } from '@portal/contracts/rich-text';
import { isMediaSrc, isMediaSrcset, isSafeHref, paragraphsToDocument } from '@portal/contracts/rich-text-rules';
import { DOCUMENT_FIELDS, XSS_PAYLOADS, hostileBlocks, hostileDocument } from '@portal/contracts/testing/xss-corpus';
import { readArticleBody } from '../../src/content/article-body.js';

// Whatever an article row holds, the public answer is a valid document made of the row's valid top-level blocks
// (issue 25): the reader of the detail route, on its own.

const valid = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Rules' }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'Read ', marks: [{ type: 'bold' }] }, { type: 'text', text: 'them', marks: [{ type: 'link', attrs: { href: 'https://example.org/rules' } }] }] },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] }] },
    { type: 'image', attrs: { mediaId: 4, src: '/media/v/a-960.webp', srcset: '/media/v/a-480.webp 480w, /media/v/a-960.webp 960w', alt: 'dunes', width: 960, height: 540 } },
  ],
};

/** Every attribute value of a document, wherever it sits: none may be a payload in a place that runs it. */
function attributeValues(node: unknown, into: Array<[string, unknown]> = []): Array<[string, unknown]> {
  if (Array.isArray(node)) node.forEach((child) => attributeValues(child, into));
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'attrs' && typeof value === 'object' && value !== null) into.push(...Object.entries(value));
      attributeValues(value, into);
    }
  }
  return into;
}

const NODE_KEYS = new Set(['type', 'content', 'text', 'marks', 'attrs', 'href', 'src', 'srcset', 'alt', 'level', 'start', 'mediaId', 'width', 'height']);

/** Every key of every object in a document: node, mark and attribute names. */
function keysOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(keysOf);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => [key, ...keysOf(value)]);
}

describe('readArticleBody', () => {
  it('serves a valid document as it is stored', () => {
    expect(readArticleBody(JSON.stringify(valid))).toEqual({ document: valid, intact: true, format: 'document', dropped: 0 });
  });

  it('reads the older formats as paragraphs: a JSON array of strings, any other text, a bare JSON value', () => {
    expect(readArticleBody('["one","","two"]')).toEqual({ document: paragraphsToDocument(['one', '', 'two']), intact: false, format: 'paragraphs', dropped: 0 });
    expect(readArticleBody('plain <b>text</b>')).toMatchObject({ document: paragraphsToDocument(['plain <b>text</b>']), intact: false, format: 'text' });
    expect(readArticleBody('42').document).toEqual(paragraphsToDocument(['42']));
    expect(readArticleBody('').document).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });

  it('keeps the valid blocks of a damaged document and drops the others, and what the document itself should not hold', () => {
    const stored = { type: 'doc', attrs: { onclick: 'x' }, content: [valid.content[0], { type: 'script', text: 'alert(1)' }, valid.content[1], { type: 'paragraph', attrs: { style: 'x' } }] };
    expect(readArticleBody(JSON.stringify(stored))).toEqual({ document: { type: 'doc', content: [valid.content[0], valid.content[1]] }, intact: false, format: 'document', dropped: 2 });
    expect(readArticleBody('{"type":"doc","content":"not a list"}')).toMatchObject({ document: { type: 'doc', content: [] }, intact: false });
    expect(readArticleBody('{"type":"html","content":[{"type":"paragraph"}]}')).toMatchObject({ document: { type: 'doc', content: [{ type: 'paragraph' }] }, intact: false });
  });

  it('holds a document to its limit of blocks', () => {
    const long = { type: 'doc', content: Array.from({ length: 2005 }, () => ({ type: 'horizontalRule' })) };
    const body = readArticleBody(JSON.stringify(long));
    expect(body.document.content).toHaveLength(2000);
    expect(body).toMatchObject({ intact: false, dropped: 5 });
  });

  describe.each(XSS_PAYLOADS.map((payload) => [payload.name, payload.payload]))('the corpus payload %s', (_name, payload) => {
    it.each(DOCUMENT_FIELDS)('in every %s: only schema-valid blocks come out, with no executable attribute', (field) => {
      const stored = hostileBlocks(field, payload);
      const { document } = readArticleBody(JSON.stringify({ type: 'doc', content: stored }));
      expect(Value.Errors(RichTextDocument, document)).toEqual([]);
      for (const [key, value] of attributeValues(document)) {
        expect(['href', 'src', 'srcset', 'alt', 'level', 'start', 'mediaId', 'width', 'height']).toContain(key);
        if (key === 'href') expect(isSafeHref(value)).toBe(true);
        if (key === 'src') expect(isMediaSrc(value)).toBe(true);
        if (key === 'srcset') expect(isMediaSrcset(value)).toBe(true);
      }
      // The valid texts and alt texts survive (drawn as text by the pages); every refused node goes.
      if (field === 'text') expect(document.content).toEqual(stored);
      if (field === 'alt') expect(document.content).toEqual(stored);
      expect(keysOf(document).filter((key) => !NODE_KEYS.has(key))).toEqual([]);
    });
  });

  it('reads a whole hostile document in well under a millisecond a payload', () => {
    const started = performance.now();
    for (const { payload } of XSS_PAYLOADS) readArticleBody(JSON.stringify(hostileDocument(payload)));
    expect(performance.now() - started).toBeLessThan(XSS_PAYLOADS.length * 5);
  });
});
