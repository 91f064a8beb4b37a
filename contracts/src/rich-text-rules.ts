// Rich text's plain rules (issue 25), without schema code, so every page may import them as values: `./rich-text`
// holds the schema built from them, which the server runs on every save. The renderer of the public pages applies
// them again to whatever was stored (a row written by hand, an older version): what is not allowed is not drawn.

/** The block and inline node types an article may hold; anything else is refused on save and skipped when drawn. */
export const RICH_TEXT_BLOCKS = ['paragraph', 'heading', 'bulletList', 'orderedList', 'blockquote', 'image', 'horizontalRule'] as const;
export type RichTextBlockType = (typeof RICH_TEXT_BLOCKS)[number];
export const RICH_TEXT_MARKS = ['bold', 'italic', 'strike', 'link'] as const;
export type RichTextMarkType = (typeof RICH_TEXT_MARKS)[number];
export const HEADING_LEVELS = [2, 3] as const;

/** Limits of one language's document: what an article page can reasonably hold. */
export const RICH_TEXT_LIMITS = { blocks: 2000, textLength: 20000, hrefLength: 2000, altLength: 500, listItems: 200 } as const;

/**
 * A link goes to the web (http, https), a mailbox or a phone, or a path of this site (`/pc/...`, never `//host`).
 * No `javascript:`, `data:`, `vbscript:` or any other scheme; no spaces, control characters or backslashes, which
 * browsers strip or turn into slashes before they read the scheme.
 */
export const SAFE_HREF_PATTERN = '^(?:https?://[^/\\s\\\\]|mailto:|tel:|/(?![/\\\\]))[^\\s\\u0000-\\u001f\\u007f\\\\]*$';
const SAFE_HREF = new RegExp(SAFE_HREF_PATTERN);

export function isSafeHref(href: unknown): href is string {
  return typeof href === 'string' && href.length <= RICH_TEXT_LIMITS.hrefLength && SAFE_HREF.test(href);
}

// A path segment never starts with a dot, so no `..` climbs out of /media/.
const MEDIA_PATH = '/media/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*/)*[A-Za-z0-9_-][A-Za-z0-9._-]*';
/** An image comes from the media library only: a root-relative `/media/…` address of this site. */
export const MEDIA_SRC_PATTERN = `^${MEDIA_PATH}$`;
/** `srcset`: comma-separated `/media/… <width>w` candidates. */
export const MEDIA_SRCSET_PATTERN = `^${MEDIA_PATH} [0-9]{1,5}w(?:, ${MEDIA_PATH} [0-9]{1,5}w)*$`;
const MEDIA_SRC = new RegExp(MEDIA_SRC_PATTERN);
const MEDIA_SRCSET = new RegExp(MEDIA_SRCSET_PATTERN);

export function isMediaSrc(src: unknown): src is string {
  return typeof src === 'string' && MEDIA_SRC.test(src);
}
export function isMediaSrcset(srcset: unknown): srcset is string {
  return typeof srcset === 'string' && MEDIA_SRCSET.test(srcset);
}

/** Plain-data shape of a stored node, as the helpers below read it (the schema in `./rich-text` is the strict one). */
export interface RichTextNodeLike {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  content?: readonly RichTextNodeLike[];
}

/** The text of a document, one line per block: what diffs compare and what "is this language empty" reads. */
export function plainTextOf(doc: RichTextNodeLike | null | undefined): string {
  if (!doc) return '';
  const lines: string[] = [];
  const inline = (node: RichTextNodeLike): string =>
    node.type === 'text' ? (node.text ?? '') : node.type === 'hardBreak' ? '\n' : (node.content ?? []).map(inline).join('');
  const block = (node: RichTextNodeLike, prefix: string): void => {
    switch (node.type) {
      case 'bulletList':
      case 'orderedList':
        (node.content ?? []).forEach((item, index) => (item.content ?? []).forEach((child) => block(child, node.type === 'bulletList' ? '• ' : `${index + 1}. `)));
        return;
      case 'blockquote':
        (node.content ?? []).forEach((child) => block(child, '> '));
        return;
      case 'image':
        lines.push(`${prefix}[${String(node.attrs?.alt ?? '')}]`);
        return;
      case 'horizontalRule':
        lines.push('---');
        return;
      default:
        lines.push(prefix + inline(node));
    }
  };
  (doc.content ?? []).forEach((node) => block(node, ''));
  return lines.join('\n');
}

/** True when a document has no text and no image: a language the editor has not written. */
export function isEmptyDocument(doc: RichTextNodeLike | null | undefined): boolean {
  return plainTextOf(doc).replace(/---/g, '').trim() === '';
}

/** The media library ids a document shows: where each image is used. */
export function mediaIdsOf(doc: RichTextNodeLike | null | undefined): number[] {
  const ids = new Set<number>();
  const visit = (node: RichTextNodeLike): void => {
    if (node.type === 'image' && typeof node.attrs?.mediaId === 'number') ids.add(node.attrs.mediaId);
    (node.content ?? []).forEach(visit);
  };
  if (doc) visit(doc);
  return [...ids].sort((a, b) => a - b);
}

/** A document of plain paragraphs (the seed's and the older articles' body). */
export function paragraphsToDocument(paragraphs: readonly string[]): { type: 'doc'; content: { type: 'paragraph'; content?: { type: 'text'; text: string }[] }[] } {
  return {
    type: 'doc',
    content: paragraphs.map((text) => (text === '' ? { type: 'paragraph' as const } : { type: 'paragraph' as const, content: [{ type: 'text' as const, text }] })),
  };
}
