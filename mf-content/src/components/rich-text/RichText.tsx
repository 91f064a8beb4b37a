import { Fragment, type ReactNode } from 'react';
import type { RichTextDocument } from '@portal/shared/contracts';
import { isMediaSrc, isMediaSrcset, isSafeHref } from '@portal/contracts/rich-text-rules';
import * as styles from './rich-text.module.css';

// An article's body drawn inert (issue 25, docs/adr/0033): React elements for the contract's nodes, marks and
// attributes only, built here one by one from whatever arrived — never HTML, never a stored attribute passed through.
// The API already answers only schema-valid blocks; this reads every value again as unknown, so a body that reached
// the page some other way (an older API, a cached answer, a row written by hand) draws its text and nothing else.

/** What a stored node may be: anything. Each reader below checks the one shape it draws. */
type Stored = unknown;

const isRecord = (value: Stored): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: Stored): readonly Stored[] => (Array.isArray(value) ? value : []);
const attrsOf = (node: Record<string, unknown>): Record<string, unknown> => (isRecord(node.attrs) ? node.attrs : {});
const positiveInteger = (value: unknown, max: number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max ? value : undefined;

/**
 * The image's width on the page: the article column is the page's width (at most 1200 px) less the shell's margins
 * on a desktop, and the screen less the page's padding on a phone.
 */
export const RICH_TEXT_IMAGE_SIZES = '(max-width: 768px) calc(100vw - 32px), min(1200px, calc(100vw - 64px))';

const isExternal = (href: string) => /^https?:\/\//.test(href);

/** One mark around its text; a mark the contract does not have, or a link the rules refuse, draws the text alone. */
function withMark(mark: Stored, children: ReactNode): ReactNode {
  if (!isRecord(mark)) return children;
  switch (mark.type) {
    case 'bold':
      return <strong>{children}</strong>;
    case 'italic':
      return <em>{children}</em>;
    case 'strike':
      return <s>{children}</s>;
    case 'link': {
      const href = attrsOf(mark).href;
      if (!isSafeHref(href)) return children;
      return isExternal(href) ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <a href={href}>{children}</a>
      );
    }
    default:
      return children;
  }
}

// Links go outermost, so one link wraps the emphasis inside it whatever order the marks were stored in.
const MARK_ORDER: Record<string, number> = { link: 0, bold: 1, italic: 2, strike: 3 };
const markRank = (mark: Stored) => (isRecord(mark) && typeof mark.type === 'string' ? (MARK_ORDER[mark.type] ?? 9) : 9);

function Inline({ nodes }: { nodes: Stored }) {
  return listOf(nodes).map((node, index) => {
    if (!isRecord(node)) return null;
    if (node.type === 'hardBreak') return <br key={index} />;
    if (node.type !== 'text' || typeof node.text !== 'string' || node.text === '') return null;
    // One of each kind, innermost first (a mark stored twice draws once).
    const marks = [...new Map(listOf(node.marks).map((mark) => [isRecord(mark) ? mark.type : mark, mark])).values()].sort((a, b) => markRank(b) - markRank(a));
    return <Fragment key={index}>{marks.reduce<ReactNode>((inner, mark) => withMark(mark, inner), node.text)}</Fragment>;
  });
}

/** A paragraph inside a list item or a quote: the only block those may hold. */
function NestedParagraphs({ nodes }: { nodes: Stored }) {
  return listOf(nodes).map((node, index) =>
    isRecord(node) && node.type === 'paragraph' ? (
      <p key={index}>
        <Inline nodes={node.content} />
      </p>
    ) : null,
  );
}

function ListItems({ nodes }: { nodes: Stored }) {
  return listOf(nodes).map((item, index) =>
    isRecord(item) && item.type === 'listItem' ? (
      <li key={index}>
        <NestedParagraphs nodes={item.content} />
      </li>
    ) : null,
  );
}

function Image({ attrs }: { attrs: Record<string, unknown> }) {
  const { src, srcset, alt } = attrs;
  if (!isMediaSrc(src) || typeof alt !== 'string' || alt.trim() === '') return null;
  const width = positiveInteger(attrs.width, 10000);
  const height = positiveInteger(attrs.height, 10000);
  return (
    <img
      className={styles.image}
      src={src}
      alt={alt}
      {...(isMediaSrcset(srcset) ? { srcSet: srcset, sizes: RICH_TEXT_IMAGE_SIZES } : {})}
      {...(width && height ? { width, height } : {})}
      loading="lazy"
      decoding="async"
    />
  );
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function Block({ node, headingLevel }: { node: Stored; headingLevel: number }) {
  if (!isRecord(node)) return null;
  switch (node.type) {
    case 'paragraph':
      return (
        <p>
          <Inline nodes={node.content} />
        </p>
      );
    case 'heading': {
      const level = attrsOf(node).level;
      if (level !== 2 && level !== 3) return null;
      // The document's h2 is the first level under the article's own title: the page keeps one h1.
      const Tag = `h${Math.min(headingLevel + level - 2, 6)}` as HeadingTag;
      return (
        <Tag className={styles.heading}>
          <Inline nodes={node.content} />
        </Tag>
      );
    }
    case 'bulletList':
      return (
        <ul className={styles.list}>
          <ListItems nodes={node.content} />
        </ul>
      );
    case 'orderedList': {
      const start = positiveInteger(attrsOf(node).start, 100000);
      return (
        <ol className={styles.list} start={start}>
          <ListItems nodes={node.content} />
        </ol>
      );
    }
    case 'blockquote':
      return (
        <blockquote className={styles.quote}>
          <NestedParagraphs nodes={node.content} />
        </blockquote>
      );
    case 'image':
      return <Image attrs={attrsOf(node)} />;
    case 'horizontalRule':
      return <hr className={styles.rule} />;
    default:
      return null;
  }
}

export interface RichTextProps {
  /** The body as the API sent it; read as unknown all the same. */
  document: RichTextDocument;
  /** The level the document's first headings take: one under the heading that titles the body (h2 → 3). */
  headingLevel?: 3 | 4;
}

/** A rich-text body as elements of the contract's own nodes; anything else is left out. */
export function RichText({ document, headingLevel = 3 }: RichTextProps) {
  const stored: Stored = document;
  if (!isRecord(stored) || stored.type !== 'doc') return null;
  return (
    <div className={styles.body}>
      {listOf(stored.content).map((node, index) => (
        <Block key={index} node={node} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
