// The XSS corpus placed where a stored article body can carry it (issue 25, point 8): every text, link, image address,
// alt text, unknown attribute and unknown node of a document, as a row written by hand could hold them. The API's
// reader, the pages' renderer and the end-to-end test all build their hostile rows here, so they attack the same
// places. Plain values for tests only: no page imports this.
export { XSS_PAYLOADS, type XssPayload } from './xss-payloads.js';

/** Where a document can carry a payload; a test names the field with the payload, so a failure says which. */
export const DOCUMENT_FIELDS = ['text', 'href', 'src', 'srcset', 'alt', 'unknownAttribute', 'unknownNode'] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];

/** A stored node as a row written by hand may hold it: any keys, any values. */
export type StoredNode = Record<string, unknown>;

const text = (value: string, marks?: StoredNode[]): StoredNode => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: StoredNode[]): StoredNode => ({ type: 'paragraph', content });
const link = (href: string): StoredNode => ({ type: 'link', attrs: { href } });
const image = (attrs: StoredNode): StoredNode => ({
  type: 'image',
  attrs: { mediaId: 1, src: '/media/covers/cover-1.svg', alt: 'cover', width: 960, height: 540, ...attrs },
});

/** The blocks that carry `payload` in one field: valid nodes with a hostile value, or nodes the contract refuses. */
export function hostileBlocks(field: DocumentField, payload: string): StoredNode[] {
  switch (field) {
    case 'text':
      // Valid documents: the text must be drawn, as text.
      return [
        paragraph(text(payload), { type: 'hardBreak' }, text(payload, [{ type: 'bold' }, { type: 'italic' }])),
        { type: 'heading', attrs: { level: 2 }, content: [text(payload)] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text(payload))] }] },
        { type: 'orderedList', attrs: { start: 2 }, content: [{ type: 'listItem', content: [paragraph(text(payload, [{ type: 'strike' }]))] }] },
        { type: 'blockquote', content: [paragraph(text(payload))] },
        paragraph(text(payload, [link('https://example.org/safe')])),
      ];
    case 'href':
      return [
        paragraph(text('link', [link(payload)])),
        paragraph(text('javascript link', [link(`javascript:${payload}`)])),
        paragraph(text('stored by hand', [link('javascript:alert(document.domain)')])),
        paragraph(text('data link', [link(`data:text/html,${payload}`)])),
        paragraph(text('path link', [link(`/pc/home${payload}`)])),
      ];
    case 'src':
      return [image({ src: payload }), image({ src: `/media/${payload}` }), image({ src: `javascript:${payload}` })];
    case 'srcset':
      return [image({ srcset: payload }), image({ srcset: `/media/covers/cover-1.svg 480w, ${payload}` })];
    case 'alt':
      // Valid: the alt text is drawn, as an attribute's text.
      return [image({ alt: payload })];
    case 'unknownAttribute':
      return [
        { type: 'paragraph', attrs: { onclick: payload, style: payload, class: payload, id: payload }, content: [text('attributes')] },
        paragraph({ type: 'text', text: 'text attributes', onmouseover: payload, attrs: { onclick: payload } }),
        paragraph(text('mark attributes', [{ type: 'link', attrs: { href: 'https://example.org/', onclick: payload, target: payload, rel: payload } }])),
        paragraph(text('bold attributes', [{ type: 'bold', attrs: { onmouseover: payload, style: payload } }])),
        { type: 'heading', attrs: { level: 2, onclick: payload }, content: [text('heading attributes')] },
        image({ onerror: payload, onload: payload, style: payload }),
        { type: 'horizontalRule', attrs: { onclick: payload } },
        { type: 'bulletList', attrs: { onclick: payload }, content: [{ type: 'listItem', attrs: { onclick: payload }, content: [paragraph(text('list attributes'))] }] },
      ];
    case 'unknownNode':
      return [
        { type: 'script', content: [text(payload)] },
        { type: 'html', text: payload },
        { type: 'iframe', attrs: { src: payload, srcdoc: payload } },
        { type: 'heading', attrs: { level: 1 }, content: [text(payload)] },
        paragraph(text('inline'), { type: 'html', text: payload }, { type: 'image', attrs: { src: payload } }),
        paragraph(text('unknown mark', [{ type: 'script', attrs: { src: payload } }])),
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'script', text: payload }] }] },
        { type: 'blockquote', content: [{ type: 'iframe', attrs: { src: payload } }] },
        text(payload),
        payload as unknown as StoredNode,
      ];
  }
}

/** A stored document carrying `payload` in `fields` (all of them by default). */
export function hostileDocument(payload: string, fields: readonly DocumentField[] = DOCUMENT_FIELDS): { type: 'doc'; content: StoredNode[] } {
  return { type: 'doc', content: fields.flatMap((field) => hostileBlocks(field, payload)) };
}
