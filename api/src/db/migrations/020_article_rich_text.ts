import { sql, type Kysely } from 'kysely';
import { paragraphsToDocument, plainTextOf, type RichTextNodeLike } from '@portal/contracts/rich-text-rules';

// Articles' bodies become rich-text documents (issue 25, docs/adr/0033): `articles.content` held a JSON array of
// plain-text paragraphs; from here on it holds a RichTextDocument (@portal/contracts/rich-text) as JSON, which the
// editor writes and the pages draw inert. Each stored body is converted the way it was shown: a JSON array of strings
// is its paragraphs, any other text one paragraph. A body that is a document already (a row written after this
// migration's code, restored into an older database) is left alone, so running it over such a row changes nothing.
// The reader (content/article-body.ts) still cleans whatever a row holds: this migration only changes the format.

interface Row {
  id: number;
  content: string;
}

const isDocument = (value: unknown): value is RichTextNodeLike =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && (value as { type?: unknown }).type === 'doc';

function parsed(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    return undefined;
  }
}

/** The stored body as a document's JSON, or null when it is one already. */
export function bodyAsDocument(content: string): string | null {
  const value = parsed(content);
  if (isDocument(value)) return null;
  const paragraphs = Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : [content];
  return JSON.stringify(paragraphsToDocument(paragraphs));
}

/** The way back: a document's blocks as the plain paragraphs the older pages showed (formatting and images are lost). */
export function bodyAsParagraphs(content: string): string | null {
  const value = parsed(content);
  if (!isDocument(value)) return null;
  return JSON.stringify((value.content ?? []).map((block) => plainTextOf({ type: 'doc', content: [block] })));
}

async function rewrite(db: Kysely<unknown>, convert: (content: string) => string | null): Promise<void> {
  const rows = await sql<Row>`select id, content from articles order by id`.execute(db);
  for (const row of rows.rows) {
    const content = convert(row.content);
    if (content !== null) await sql`update articles set content = ${content} where id = ${row.id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, bodyAsDocument);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, bodyAsParagraphs);
}
