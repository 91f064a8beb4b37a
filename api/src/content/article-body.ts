import { Compile } from 'typebox/compile';
import { RichTextBlock, type RichTextDocument } from '@portal/contracts/rich-text';
import { paragraphsToDocument, RICH_TEXT_LIMITS } from '@portal/contracts/rich-text-rules';

// An article's stored body as the public pages get it (issue 25). Migration 020 and every later writer store a
// RichTextDocument, but the column is text: a row written by hand, restored from an old backup or left in the older
// format can hold anything. Whatever it holds, the answer is a valid document — each top-level block that passes the
// contract's schema, nothing else — so the detail route never fails on a row and never passes an unknown node or
// attribute on to a page (which draws only the contract's nodes anyway: two locks, not one).

const blockCheck = Compile(RichTextBlock);

/** How the stored text was read, for the warning a damaged row deserves. */
export type StoredBodyFormat = 'document' | 'blocks' | 'paragraphs' | 'text';

export interface ArticleBody {
  document: RichTextDocument;
  /** True when the stored text was a valid document as it is; false means something was converted or dropped. */
  intact: boolean;
  format: StoredBodyFormat;
  /** Top-level blocks left out (not valid, or past the document's limit). */
  dropped: number;
}

/**
 * Keeps the blocks that pass the schema. Outside a document (the older format: a bare JSON array), a string is a
 * paragraph; inside one, it is not a block and goes like any other.
 */
function keepValidBlocks(candidates: readonly unknown[], stringsAreParagraphs: boolean): { kept: RichTextBlock[]; dropped: number } {
  const kept: RichTextBlock[] = [];
  let dropped = 0;
  for (const candidate of candidates) {
    const block = stringsAreParagraphs && typeof candidate === 'string' ? paragraphsToDocument([candidate]).content[0] : candidate;
    if (kept.length < RICH_TEXT_LIMITS.blocks && blockCheck.Check(block)) kept.push(block);
    else dropped += 1;
  }
  return { kept, dropped };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(stored: string): { format: StoredBodyFormat; candidates: readonly unknown[]; extraKeys: boolean } {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return { format: 'text', candidates: [stored], extraKeys: false };
  }
  if (isRecord(value)) {
    // A document, or something that tried to be one: its blocks are judged one by one; anything else it holds goes.
    const content = Array.isArray(value.content) ? value.content : [];
    const extraKeys = value.type !== 'doc' || !Array.isArray(value.content) || Object.keys(value).length !== 2;
    return { format: 'document', candidates: content, extraKeys };
  }
  if (Array.isArray(value)) {
    const paragraphs = value.every((item) => typeof item === 'string');
    return { format: paragraphs ? 'paragraphs' : 'blocks', candidates: value, extraKeys: false };
  }
  // A bare JSON value (a number, a quoted string): shown as the text it was written as, like any other text.
  return { format: 'text', candidates: [stored], extraKeys: false };
}

/** The body of an article row as a valid document, and what reading it took. */
export function readArticleBody(stored: string): ArticleBody {
  const { format, candidates, extraKeys } = parse(stored);
  const { kept, dropped } = keepValidBlocks(candidates, format !== 'document');
  return {
    document: { type: 'doc', content: kept },
    intact: format === 'document' && !extraKeys && dropped === 0,
    format,
    dropped,
  };
}
