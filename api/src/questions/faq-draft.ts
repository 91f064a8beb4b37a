import type { ArticleDraft, ArticleLanguageDraft } from '@portal/contracts/admin-articles';
import type { Language } from '@portal/contracts/languages';
import type { RichTextDocument } from '@portal/contracts/rich-text';
import type { Acting } from '../audit/acting.js';
import { recordAudit } from '../audit/record.js';
import { createArticle } from '../cms/articles/create.js';
import type { ArticleChange, ArticlesEnv } from '../cms/articles/env.js';
import { emptyDraft } from '../cms/articles/rules.js';
import { fromStoredLanguage } from '../i18n/edges.js';

// "Make FAQ draft" from a staff answer (organizers and editors): a new FAQ article in the editor, the team's question
// as the title and the answer as the body, written in the thread's language. When that is Traditional Chinese the
// other two languages are marked to show it (the article rules allow it); otherwise they are left empty, since
// Traditional Chinese never falls back: the editor writes them before publishing. Created through the articles'
// own feature code, in its transaction, with the audit entry `question.faqDraft` (ids only) beside `article.create`.

/** Article category 2: FAQ (@portal/contracts/content). */
const FAQ = 2;

export type FaqDraftResult = { ok: true; articleId: number } | { ok: false; reason: 'notFound' | 'notAnswer' | 'article' };

const TITLE_MAX = 200;

function paragraphs(text: string): RichTextDocument {
  const blocks = text.split(/\n{2,}/).map((block) => block.trim()).filter((block) => block !== '');
  return {
    type: 'doc',
    content: blocks.map((block) => ({
      type: 'paragraph' as const,
      content: block.split('\n').flatMap((line, i) => [...(i > 0 ? [{ type: 'hardBreak' as const }] : []), ...(line === '' ? [] : [{ type: 'text' as const, text: line }])]),
    })),
  };
}

function title(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length > TITLE_MAX ? `${chars.slice(0, TITLE_MAX - 1).join('')}…` : line;
}

/** The draft in `lang`; the other languages empty, or showing the Traditional Chinese when that is the language. */
export function faqDraft(lang: Language, question: string, answer: string): ArticleDraft {
  const draft = emptyDraft(FAQ);
  const written: ArticleLanguageDraft = { title: title(question), abstract: '', body: paragraphs(answer) };
  return { ...draft, [lang]: written, fallback: { zhSimple: lang === 'zhComplex', en: lang === 'zhComplex' } };
}

export async function makeFaqDraft(env: ArticlesEnv, acting: Acting, threadId: number, messageId: number): Promise<FaqDraftResult> {
  const thread = await env.db.selectFrom('question_threads').select(['id', 'lang']).where('id', '=', threadId).executeTakeFirst();
  if (!thread) return { ok: false, reason: 'notFound' };
  const answer = await env.db.selectFrom('question_messages').select(['id', 'author', 'text']).where('id', '=', messageId).where('thread_id', '=', threadId).executeTakeFirst();
  if (!answer) return { ok: false, reason: 'notFound' };
  if (answer.author !== 'staff') return { ok: false, reason: 'notAnswer' };
  // The question is the team's latest message before the answer that has words (a file alone says nothing).
  const question = await env.db
    .selectFrom('question_messages')
    .select('text')
    .where('thread_id', '=', threadId)
    .where('author', '=', 'team')
    .where('id', '<', messageId)
    .where('text', '!=', '')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const draft = faqDraft(fromStoredLanguage(thread.lang), question?.text ?? '', answer.text);
  const change: ArticleChange = await createArticle(env, { cid: FAQ }, acting.actor, {
    draft,
    also: async (trx, articleId) => {
      await recordAudit(trx, acting.actor, { action: 'question.faqDraft', target: `question:${threadId}`, detail: { message: messageId, article: articleId } });
    },
  });
  return change.ok ? { ok: true, articleId: change.article.id } : { ok: false, reason: 'article' };
}
