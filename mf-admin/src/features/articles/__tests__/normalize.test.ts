import { Editor } from '@tiptap/core';
import { Value } from 'typebox/value';
// Tests may run the schema itself (the pages take its types only): it is what the server validates a save with.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { RichTextDocument } from '@portal/contracts/rich-text';
import { plainTextOf } from '@portal/contracts/rich-text-rules';
import { articleExtensions } from '../rich-text/extensions';
import { hrefProblem } from '../rich-text/href-problem';
import { normalizeDocument, type EditorJson } from '../rich-text/normalize';

// The editor's real output (TipTap 3 with the article's extensions, in jsdom) through the normalizer, checked against
// the schema the server validates a save with: what the editor makes is what the server stores.

function editorJson(html: string, edit?: (editor: Editor) => void): EditorJson {
  const editor = new Editor({ extensions: articleExtensions(), content: html });
  edit?.(editor);
  const json = editor.getJSON();
  editor.destroy();
  return json;
}

const EVERYTHING = [
  '<h1>A pasted page title</h1>',
  '<h2>Heading <u>underlined</u></h2>',
  '<h4>Small heading</h4>',
  '<p>Plain, <strong>bold</strong>, <em>italic</em>, <s>struck</s>, <strong><em>both</em></strong>, <code>code</code>.</p>',
  '<p><a href="https://example.org/a?b=c" target="_blank" title="t" class="x">a link</a>, <a href="javascript:alert(1)">a script</a>, <a href="//evil.example">another site</a>, <a href="/pc/latestNews">a page</a><br>after a break</p>',
  '<ol start="3" type="a"><li><p>three</p><ul><li><p>nested</p></li></ul></li><li>four</li></ol>',
  '<ul><li><p>one</p></li></ul>',
  '<blockquote><p>quoted</p><h2>a heading in a quote</h2></blockquote>',
  '<pre><code>const x = 1;</code></pre>',
  '<hr>',
  '<img src="/media/v/a.webp" alt="an image pasted from elsewhere">',
  '<img data-media-id="3" src="/media/v/ab12-960.webp" alt="沙丘" width="960" height="540">',
  '<p></p>',
].join('');

test('the editor’s output of every feature, pasted tags it has no place for, and unsafe links is stored as the schema wants', () => {
  const json = editorJson(EVERYTHING);
  // What TipTap itself adds that the subset does not store (so the test shows the normalizer has work to do).
  expect(JSON.stringify(json)).toContain('"target":"_blank"');
  expect(JSON.stringify(json)).toContain('"type":"a"');

  const stored = normalizeDocument(json);
  expect([...Value.Errors(RichTextDocument, stored)]).toEqual([]);
  const text = JSON.stringify(stored);
  for (const gone of ['"target"', '"rel"', '"class"', '"title"', 'javascript:', '//evil', '"underline"', '"code"', '"level":1', '"level":4']) expect(text).not.toContain(gone);
  expect(plainTextOf(stored)).toBe(
    [
      'A pasted page title',
      'Heading underlined',
      'Small heading',
      'Plain, bold, italic, struck, both, code.',
      'a link, a script, another site, a page\nafter a break',
      '3. three',
      '• nested',
      // The nested list's item and the one after it (ProseMirror's parser fits them into one list).
      '• four',
      '• one',
      '> quoted',
      'a heading in a quote',
      'const x = 1;',
      '---',
      '[沙丘]',
    ]
      .join('\n')
      .replace('3. three', '1. three'),
  );
  const paragraph = stored.content[3];
  expect(paragraph).toEqual({
    type: 'paragraph',
    content: [
      { type: 'text', text: 'Plain, ' },
      { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
      { type: 'text', text: ', ' },
      { type: 'text', text: 'italic', marks: [{ type: 'italic' }] },
      { type: 'text', text: ', ' },
      { type: 'text', text: 'struck', marks: [{ type: 'strike' }] },
      { type: 'text', text: ', ' },
      { type: 'text', text: 'both', marks: [{ type: 'bold' }, { type: 'italic' }] },
      { type: 'text', text: ', code.' },
    ],
  });
  expect(stored.content[4]).toMatchObject({
    content: [
      { type: 'text', text: 'a link', marks: [{ type: 'link', attrs: { href: 'https://example.org/a?b=c' } }] },
      { type: 'text', text: ', a script, another site, ' },
      { type: 'text', text: 'a page', marks: [{ type: 'link', attrs: { href: '/pc/latestNews' } }] },
      { type: 'hardBreak' },
      { type: 'text', text: 'after a break' },
    ],
  });
  expect(stored.content.find((block) => block.type === 'orderedList')).toEqual({
    type: 'orderedList',
    attrs: { start: 3 },
    content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'three' }] }] }],
  });
  expect(stored.content.find((block) => block.type === 'image')).toEqual({
    type: 'image',
    attrs: { mediaId: 3, src: '/media/v/ab12-960.webp', alt: '沙丘', width: 960, height: 540 },
  });
});

test('commands the toolbar runs make the subset too: links only where the rule allows, hard breaks, rules, lists', () => {
  const json = editorJson('<p>word</p>', (editor) => {
    editor.commands.selectAll();
    expect(editor.commands.setLink({ href: 'javascript:alert(1)' })).toBe(false);
    expect(editor.commands.setLink({ href: 'mailto:contact@example.org' })).toBe(true);
    editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    editor.commands.setHardBreak();
    editor.commands.setHorizontalRule();
    editor.commands.toggleOrderedList();
    editor.commands.insertContent('item');
  });
  const stored = normalizeDocument(json);
  expect([...Value.Errors(RichTextDocument, stored)]).toEqual([]);
  expect(stored.content[0]).toEqual({
    type: 'paragraph',
    content: [{ type: 'text', text: 'word', marks: [{ type: 'link', attrs: { href: 'mailto:contact@example.org' } }] }, { type: 'hardBreak' }],
  });
  expect(stored.content.slice(1).map((block) => block.type)).toEqual(['horizontalRule', 'orderedList']);
});

test('an empty editor is a language not written yet; a stored document comes back as it was stored', () => {
  expect(normalizeDocument(editorJson(''))).toEqual({ type: 'doc', content: [] });
  expect(normalizeDocument(editorJson('<p></p><p> </p><p></p>'))).toEqual({ type: 'doc', content: [] });
  expect(normalizeDocument(editorJson('<p></p><p>a</p><p></p><p>b</p><p></p>'))).toEqual({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }, { type: 'paragraph' }, { type: 'paragraph', content: [{ type: 'text', text: 'b' }] }],
  });
  const stored = normalizeDocument(editorJson(EVERYTHING));
  const editor = new Editor({ extensions: articleExtensions(), content: stored });
  expect(normalizeDocument(editor.getJSON())).toEqual(stored);
  editor.destroy();
});

test('what the editor cannot make is read defensively: long text is cut to the limit, bad images dropped', () => {
  const long = 'x'.repeat(45000);
  const stored = normalizeDocument({
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: long }] },
      { type: 'image', attrs: { mediaId: 1, src: 'https://elsewhere.example/a.png', alt: 'x' } },
      { type: 'image', attrs: { mediaId: 2, src: '/media/a.png', alt: '' } },
      { type: 'mystery', content: [{ type: 'text', text: 'kept as text' }] },
      { type: 'bulletList', content: [] },
    ],
  });
  expect([...Value.Errors(RichTextDocument, stored)]).toEqual([]);
  expect(stored.content).toHaveLength(2);
  expect(stored.content[0]?.type === 'paragraph' && stored.content[0].content?.map((node) => (node.type === 'text' ? node.text.length : 0))).toEqual([20000, 20000, 5000]);
  expect(plainTextOf(stored.content[1] && { type: 'doc', content: [stored.content[1]] })).toBe('kept as text');
});

test.each([
  ['https://example.org', null],
  ['/pc/home', null],
  ['', 'empty'],
  ['javascript:alert(1)', 'scheme'],
  ['HTTPS://example.org', 'scheme'],
  ['//evil.example', 'otherSite'],
  ['https://exa mple.org', 'spaces'],
  ['example.org/page', 'noScheme'],
  ['https:///path', 'noHost'],
  [`https://example.org/${'a'.repeat(2000)}`, 'tooLong'],
])('the link dialog says why an address is refused: %#, %s', (href, kind) => {
  expect(hrefProblem(href)?.kind ?? null).toBe(kind);
});
