import { Type, type Static } from 'typebox';
import { MEDIA_SRCSET_PATTERN, MEDIA_SRC_PATTERN, RICH_TEXT_LIMITS, SAFE_HREF_PATTERN } from './rich-text-rules.js';

// An article's body in one language (issue 25): a TipTap/ProseMirror JSON document restricted to what an article
// needs, stored as it is validated here — never HTML. The depth is fixed (a list item holds paragraphs, a quote holds
// paragraphs), so the schema has no cycle and the renderer no recursion to guard. The editor normalizes TipTap's
// output to this shape before it sends (defaults such as a link's `target` are not stored); the API refuses anything
// else; the public renderer draws only these nodes, marks, attributes and link schemes, whatever was stored.

const strict = { additionalProperties: false } as const;

export const BoldMark = Type.Object({ type: Type.Literal('bold') }, strict);
export const ItalicMark = Type.Object({ type: Type.Literal('italic') }, strict);
export const StrikeMark = Type.Object({ type: Type.Literal('strike') }, strict);
export const LinkMark = Type.Object(
  { type: Type.Literal('link'), attrs: Type.Object({ href: Type.String({ maxLength: RICH_TEXT_LIMITS.hrefLength, pattern: SAFE_HREF_PATTERN }) }, strict) },
  strict,
);
export const RichTextMark = Type.Union([BoldMark, ItalicMark, StrikeMark, LinkMark]);
export type RichTextMark = Static<typeof RichTextMark>;

export const TextNode = Type.Object(
  {
    type: Type.Literal('text'),
    text: Type.String({ minLength: 1, maxLength: RICH_TEXT_LIMITS.textLength }),
    marks: Type.Optional(Type.Array(RichTextMark, { maxItems: 4 })),
  },
  strict,
);
export const HardBreakNode = Type.Object({ type: Type.Literal('hardBreak') }, strict);
export const InlineNode = Type.Union([TextNode, HardBreakNode]);
export type InlineNode = Static<typeof InlineNode>;

const inline = Type.Optional(Type.Array(InlineNode, { maxItems: RICH_TEXT_LIMITS.blocks }));

export const ParagraphNode = Type.Object({ type: Type.Literal('paragraph'), content: inline }, strict);
export type ParagraphNode = Static<typeof ParagraphNode>;
export const HeadingNode = Type.Object(
  { type: Type.Literal('heading'), attrs: Type.Object({ level: Type.Union([Type.Literal(2), Type.Literal(3)]) }, strict), content: inline },
  strict,
);
export const ListItemNode = Type.Object(
  { type: Type.Literal('listItem'), content: Type.Array(ParagraphNode, { minItems: 1, maxItems: 20 }) },
  strict,
);
const listItems = Type.Array(ListItemNode, { minItems: 1, maxItems: RICH_TEXT_LIMITS.listItems });
export const BulletListNode = Type.Object({ type: Type.Literal('bulletList'), content: listItems }, strict);
export const OrderedListNode = Type.Object(
  {
    type: Type.Literal('orderedList'),
    attrs: Type.Optional(Type.Object({ start: Type.Integer({ minimum: 1, maximum: 100000 }) }, strict)),
    content: listItems,
  },
  strict,
);
export const BlockquoteNode = Type.Object(
  { type: Type.Literal('blockquote'), content: Type.Array(ParagraphNode, { minItems: 1, maxItems: 50 }) },
  strict,
);
/** An image of the media library, with the variant addresses and the alt text of the document's language. */
export const ImageNode = Type.Object(
  {
    type: Type.Literal('image'),
    attrs: Type.Object(
      {
        mediaId: Type.Integer({ minimum: 1 }),
        src: Type.String({ maxLength: 500, pattern: MEDIA_SRC_PATTERN }),
        srcset: Type.Optional(Type.String({ maxLength: 2000, pattern: MEDIA_SRCSET_PATTERN })),
        alt: Type.String({ minLength: 1, maxLength: RICH_TEXT_LIMITS.altLength }),
        width: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
        height: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
      },
      strict,
    ),
  },
  strict,
);
export const HorizontalRuleNode = Type.Object({ type: Type.Literal('horizontalRule') }, strict);

export const RichTextBlock = Type.Union([ParagraphNode, HeadingNode, BulletListNode, OrderedListNode, BlockquoteNode, ImageNode, HorizontalRuleNode]);
export type RichTextBlock = Static<typeof RichTextBlock>;

/** One language's body. An empty document (`content: []`) is a language not written yet. */
export const RichTextDocument = Type.Object(
  { type: Type.Literal('doc'), content: Type.Array(RichTextBlock, { maxItems: RICH_TEXT_LIMITS.blocks }) },
  strict,
);
export type RichTextDocument = Static<typeof RichTextDocument>;
