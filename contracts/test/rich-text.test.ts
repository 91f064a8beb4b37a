import { expect, it } from '@jest/globals';
import { Value } from 'typebox/value';
import { RichTextDocument } from '../src/rich-text.js';
import { isEmptyDocument, isSafeHref, mediaIdsOf, paragraphsToDocument, plainTextOf, type RichTextNodeLike } from '../src/rich-text-rules.js';

// The stored shape of an article's body (issue 25): what the API accepts on save and the renderer draws.

// Test documents are loose objects: some are meant to break the schema.
const doc = (...content: object[]) => ({ type: 'doc', content: content as RichTextNodeLike[] });
const para = (text: string, marks?: unknown[]) => ({ type: 'paragraph', content: [{ type: 'text', text, ...(marks ? { marks } : {}) }] });
const link = (href: string) => para('here', [{ type: 'link', attrs: { href } }]);
const image = { type: 'image', attrs: { mediaId: 3, src: '/media/v/ab12-960.webp', srcset: '/media/v/ab12-480.webp 480w, /media/v/ab12-960.webp 960w', alt: '沙丘', width: 960, height: 540 } };

it('accepts what the editor makes: headings, lists, quotes, marks, links, media images, rules', () => {
  const body = doc(
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Title' }] },
    para('bold', [{ type: 'bold' }, { type: 'italic' }]),
    { type: 'bulletList', content: [{ type: 'listItem', content: [para('one')] }] },
    { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [para('three')] }] },
    { type: 'blockquote', content: [para('quoted')] },
    image,
    { type: 'horizontalRule' },
    { type: 'paragraph' },
    link('https://example.org/a?b=c'),
    link('mailto:contact@example.org'),
    link('tel:+85200000000'),
    link('/pc/latestNews'),
  );
  expect(Value.Errors(RichTextDocument, body)).toEqual([]);
  expect(mediaIdsOf(body)).toEqual([3]);
  expect(plainTextOf(body)).toBe('Title\nbold\n• one\n3. three\n> quoted\n[沙丘]\n---\n\nhere\nhere\nhere\nhere'.replace('3. three', '1. three'));
});

it.each([
  ['a script node', doc({ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] })],
  ['an HTML node', doc({ type: 'html', text: '<img src=x onerror=alert(1)>' })],
  ['an event handler attribute', doc({ type: 'paragraph', attrs: { onclick: 'alert(1)' }, content: [{ type: 'text', text: 'x' }] })],
  ['a javascript: link', doc(link('javascript:alert(1)'))],
  ['a link with a case-changed scheme', doc(link('JaVaScRiPt:alert(1)'))],
  ['a link with a leading space', doc(link(' javascript:alert(1)'))],
  ['a link with a tab in its scheme', doc(link('java\tscript:alert(1)'))],
  ['a data: link', doc(link('data:text/html,<script>alert(1)</script>'))],
  ['a protocol-relative link', doc(link('//evil.example/'))],
  ['a backslash path', doc(link('/\\evil.example/'))],
  ['a link target', doc(para('x', [{ type: 'link', attrs: { href: 'https://a.example', target: '_blank' } }]))],
  ['a class on a mark', doc(para('x', [{ type: 'bold', attrs: { class: 'x' } }]))],
  ['an image from elsewhere', doc({ ...image, attrs: { ...image.attrs, src: 'https://evil.example/x.png' } })],
  ['an image path that climbs', doc({ ...image, attrs: { ...image.attrs, src: '/media/../api/admin' } })],
  ['an image without alt text', doc({ ...image, attrs: { ...image.attrs, alt: '' } })],
  ['an h1', doc({ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'x' }] })],
  ['a list nested in a list', doc({ type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'bulletList', content: [] }] }] })],
  ['an empty text node', doc({ type: 'paragraph', content: [{ type: 'text', text: '' }] })],
])('refuses %s', (_name, body) => {
  expect(Value.Check(RichTextDocument, body)).toBe(false);
});

it('reads links the same way as the schema', () => {
  expect(isSafeHref('https://example.org')).toBe(true);
  expect(isSafeHref('/pc/home')).toBe(true);
  for (const href of ['javascript:alert(1)', '//x.example', '/\\x', 'https:/\\x', 'vbscript:x', 'https://a b', 'http://']) expect(isSafeHref(href)).toBe(false);
});

it('knows an empty language, and turns paragraphs into a document', () => {
  expect(isEmptyDocument(doc())).toBe(true);
  expect(isEmptyDocument(doc({ type: 'paragraph' }, { type: 'horizontalRule' }))).toBe(true);
  expect(isEmptyDocument(doc(image))).toBe(false);
  const made = paragraphsToDocument(['one', '', 'two']);
  expect(Value.Check(RichTextDocument, made)).toBe(true);
  expect(plainTextOf(made)).toBe('one\n\ntwo');
});
