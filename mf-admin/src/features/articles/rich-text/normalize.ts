import type { InlineNode, ParagraphNode, RichTextBlock, RichTextDocument, RichTextMark } from '@portal/contracts/rich-text';
import { HEADING_LEVELS, isMediaSrc, isMediaSrcset, isSafeHref, RICH_TEXT_LIMITS } from '@portal/contracts/rich-text-rules';

// TipTap's JSON (editor.getJSON()) → the stored subset (@portal/contracts/rich-text). The editor's schema already
// allows only the subset's nodes, but its JSON carries what the subset does not store: a link's default target, rel,
// class and title, an ordered list's `type`, empty `attrs`, marks the server refuses. And the same function reads a
// paste or an older document defensively: what the subset cannot hold becomes its text, never a refused save.

/** A node of TipTap's JSON as this reads it (JSONContent, without the editor's types: this module loads no TipTap). */
export interface EditorJson {
  type?: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: readonly { type: string; attrs?: Record<string, unknown> }[];
  content?: readonly EditorJson[];
}

type Text = Extract<InlineNode, { type: 'text' }>;

const SIMPLE_MARKS = new Set(['bold', 'italic', 'strike']);
/** The marks' order in the stored document, so that equal marks compare equal. */
const MARK_ORDER = ['bold', 'italic', 'strike', 'link'];

function marksOf(node: EditorJson): RichTextMark[] {
  const marks = new Map<string, RichTextMark>();
  for (const mark of node.marks ?? []) {
    const href = mark.attrs?.href;
    if (SIMPLE_MARKS.has(mark.type)) marks.set(mark.type, { type: mark.type as 'bold' | 'italic' | 'strike' });
    // A link the rules refuse (javascript:, //host, a space…) keeps its text and loses the link.
    else if (mark.type === 'link' && isSafeHref(href)) marks.set('link', { type: 'link', attrs: { href } });
  }
  return MARK_ORDER.flatMap((type) => marks.get(type) ?? []);
}

const sameMarks = (a: Text, b: Text) => JSON.stringify(a.marks ?? []) === JSON.stringify(b.marks ?? []);

function textNode(text: string, marks: RichTextMark[]): Text {
  return marks.length > 0 ? { type: 'text', text, marks } : { type: 'text', text };
}

/** Inline content: text with the subset's marks and hard breaks; neighbours with the same marks joined, long runs cut. */
function inlineOf(nodes: readonly EditorJson[] | undefined): InlineNode[] {
  const out: InlineNode[] = [];
  const push = (node: InlineNode) => {
    const last = out.at(-1);
    if (node.type === 'text' && last?.type === 'text' && sameMarks(last, node)) last.text += node.text;
    else out.push(node);
  };
  const visit = (node: EditorJson) => {
    if (node.type === 'text') {
      if (node.text) push(textNode(node.text, marksOf(node)));
    } else if (node.type === 'hardBreak') {
      push({ type: 'hardBreak' });
    } else {
      // An inline node the subset has no place for (a mention, an emoji…): its text, if it has any.
      (node.content ?? []).forEach(visit);
    }
  };
  (nodes ?? []).forEach(visit);
  // The contract caps one text node's length: a longer run is cut into runs with the same marks.
  return out.flatMap((node) => {
    if (node.type !== 'text' || node.text.length <= RICH_TEXT_LIMITS.textLength) return [node];
    const parts: Text[] = [];
    for (let start = 0; start < node.text.length; start += RICH_TEXT_LIMITS.textLength) {
      parts.push({ ...node, text: node.text.slice(start, start + RICH_TEXT_LIMITS.textLength) });
    }
    return parts;
  });
}

function paragraph(nodes: readonly EditorJson[] | undefined): ParagraphNode {
  const content = inlineOf(nodes);
  return content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };
}

/** Whatever a list item or a quote holds, as the paragraphs the subset allows there (a nested list is flattened). */
function paragraphsOf(nodes: readonly EditorJson[] | undefined): ParagraphNode[] {
  return (nodes ?? []).flatMap((node): ParagraphNode[] => {
    if (node.type === 'paragraph' || node.type === 'heading') return [paragraph(node.content)];
    if (isInlineish(node)) return [paragraph([node])];
    return paragraphsOf(node.content);
  });
}

const isInlineish = (node: EditorJson) => node.type === 'text' || node.type === 'hardBreak';

function listItems(nodes: readonly EditorJson[] | undefined) {
  return (nodes ?? [])
    .map((item) => {
      const content = paragraphsOf(item.type === 'listItem' ? item.content : [item]).slice(0, 20);
      return { type: 'listItem' as const, content: content.length > 0 ? content : [{ type: 'paragraph' as const }] };
    })
    .slice(0, RICH_TEXT_LIMITS.listItems);
}

function headingLevel(level: unknown): 2 | 3 {
  const [high, low] = HEADING_LEVELS;
  // A pasted h1 is the page's title level: the body's highest is h2. h4–h6 are its lowest, h3.
  return typeof level === 'number' && level >= low ? low : high;
}

const positiveInteger = (value: unknown, max: number): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max;

function image(attrs: Record<string, unknown> | undefined): RichTextBlock[] {
  const { mediaId, src, srcset, alt, width, height } = attrs ?? {};
  // Only a media library image with its alt text is stored; anything else is dropped (the public renderer would too).
  if (!positiveInteger(mediaId, Number.MAX_SAFE_INTEGER) || !isMediaSrc(src) || typeof alt !== 'string' || alt.trim() === '' || alt.length > RICH_TEXT_LIMITS.altLength) return [];
  return [
    {
      type: 'image',
      attrs: {
        mediaId,
        src,
        alt,
        ...(isMediaSrcset(srcset) ? { srcset } : {}),
        ...(positiveInteger(width, 10000) ? { width } : {}),
        ...(positiveInteger(height, 10000) ? { height } : {}),
      },
    },
  ];
}

function block(node: EditorJson): RichTextBlock[] {
  switch (node.type) {
    case 'paragraph':
      return [paragraph(node.content)];
    case 'heading': {
      const content = inlineOf(node.content);
      const attrs = { level: headingLevel(node.attrs?.level) };
      return [content.length > 0 ? { type: 'heading', attrs, content } : { type: 'heading', attrs }];
    }
    case 'bulletList':
    case 'orderedList': {
      const content = listItems(node.content);
      if (content.length === 0) return [];
      if (node.type === 'bulletList') return [{ type: 'bulletList', content }];
      // `start` 1 is the default and is not stored; the list's `type` (1, a, i) is not part of the subset.
      const start = node.attrs?.start;
      return [positiveInteger(start, 100000) && start !== 1 ? { type: 'orderedList', attrs: { start }, content } : { type: 'orderedList', content }];
    }
    case 'blockquote': {
      const content = paragraphsOf(node.content).slice(0, 50);
      return content.length > 0 ? [{ type: 'blockquote', content }] : [];
    }
    case 'horizontalRule':
      return [{ type: 'horizontalRule' }];
    case 'image':
      return image(node.attrs);
    default:
      // A block the subset has no place for (a code block…): its text as paragraphs, its inline content as one.
      if (isInlineish(node)) return [paragraph([node])];
      return (node.content ?? []).some(isInlineish) ? [paragraph(node.content)] : (node.content ?? []).flatMap(block);
  }
}

const isEmptyParagraph = (node: RichTextBlock) => node.type === 'paragraph' && !node.content;

/**
 * The stored document of one language. Empty paragraphs at either end (the editor keeps one after the last block)
 * are not stored, so a body with no text is `{type: 'doc', content: []}`: a language not written yet.
 */
export function normalizeDocument(json: EditorJson | null | undefined): RichTextDocument {
  const blocks = (json?.content ?? []).flatMap(block);
  let start = 0;
  let end = blocks.length;
  while (start < end && isEmptyParagraph(blocks[start]!)) start += 1;
  while (end > start && isEmptyParagraph(blocks[end - 1]!)) end -= 1;
  return { type: 'doc', content: blocks.slice(start, end) };
}
