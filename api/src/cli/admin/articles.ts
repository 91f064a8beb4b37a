import { InvalidArgumentError, Option, type Command } from 'commander';
import { ARTICLE_STATES, type AdminArticle, type ArticleState } from '@portal/contracts/admin-articles';
import type { ArticleCategory } from '@portal/contracts/content';
import type { ArticleChange, ArticlesEnv } from '../../cms/articles/env.js';
import { listAdminArticles } from '../../cms/articles/list.js';
import { publishArticle, unpublishArticle } from '../../cms/articles/publish.js';
import { articleError } from '../../cms/articles/refusals.js';
import { scheduleArticle } from '../../cms/articles/schedule.js';
import { readArticle } from '../../cms/articles/store.js';
import { defaultLanguage, languages, type Language } from '../../i18n/messages.js';
import { parsePortalNow } from '../../season/clock.js';
import { CommandError } from '../command-line.js';
import type { AdminContext } from './context.js';

// `pnpm admin articles list|publish|unpublish|schedule`: the editor's article functions (cms/articles/) for operators
// and scripts, by the server's clock (PORTAL_NOW included), each change in the audit log as the `cli` actor. A change
// is made against the article's latest revision; a refusal says what the back office says, in English.

type Action = (ctx: AdminContext) => Promise<void>;

const line = (ctx: AdminContext, text = '') => ctx.io.stdout.write(`${text}\n`);
const env = (ctx: AdminContext): ArticlesEnv => ({ db: ctx.db, prerenderDir: ctx.config.prerenderDir, clock: ctx.season });

function articleId(value: string): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('must be an article id (a positive integer)');
  return Number(value);
}

function category(value: string): ArticleCategory {
  if (!/^[1-7]$/.test(value)) throw new InvalidArgumentError('must be a category from 1 to 7 (1 news, 2 FAQ, 3 about, 4 background, 5/6 highlights, 7 pc_wd)');
  return Number(value) as ArticleCategory;
}

function instant(value: string): string {
  const at = parsePortalNow(value);
  if (!at) throw new InvalidArgumentError('must be an ISO 8601 instant with its time zone, e.g. 2024-12-01T20:00:00+08:00');
  return at.toISOString();
}

interface ListOptions {
  state?: ArticleState;
  cid?: ArticleCategory;
  search?: string;
  lang: Language;
}

async function listCommand(ctx: AdminContext, options: ListOptions): Promise<void> {
  line(ctx, ['id', 'state', 'cid', 'revision', 'publish at', 'published at', 'title'].join('\t'));
  const query = { ...(options.state ? { state: options.state } : {}), ...(options.cid ? { cid: options.cid } : {}), ...(options.search ? { search: options.search } : {}) };
  let total = 0;
  for (let page = 1; ; page += 1) {
    const { lists, count } = await listAdminArticles(ctx.db, { ...query, page_no: page, page_size: 50 });
    for (const article of lists) {
      line(ctx, [article.id, article.state, article.cid, article.revision, article.publishAt ?? '—', article.publishedAt ?? '—', article.titles[options.lang] || '—'].join('\t'));
    }
    total = count;
    if (page * 50 >= count) break;
  }
  line(ctx, `${total} article(s)`);
}

/** A change made against the article's latest revision, by the operator. */
async function change(ctx: AdminContext, id: number, run: (article: AdminArticle) => Promise<ArticleChange>): Promise<AdminArticle> {
  const article = await readArticle(ctx.db, id);
  if (!article) throw new CommandError(`no article ${id} (pnpm admin articles list shows them)`);
  const result = await run(article);
  if (!result.ok) throw new CommandError(`article ${id}: ${articleError(result.refusal).localized('en')}; nothing changed`);
  return result.article;
}

export function addArticleCommands(program: Command, setAction: (action: Action) => void): void {
  const articles = program.command('articles').description("the editor's articles: news, FAQ and the text pages, in three languages");
  const id = () => new Option('--id <n>', 'article id (pnpm admin articles list)').argParser(articleId).makeOptionMandatory();
  const by = () => new Option('--by <name>', 'who acts, for the history and the audit log (default: your login name)');
  articles
    .command('list')
    .description('every article with its state, revisions and times, the latest change first')
    .addOption(new Option('--state <state>').choices(ARTICLE_STATES))
    .addOption(new Option('--cid <n>', 'category').argParser(category))
    .option('--search <text>', 'a part of a title in any language')
    .addOption(new Option('--lang <lang>', 'language of the titles').choices(languages).default(defaultLanguage))
    .action((options: ListOptions) => setAction((ctx) => listCommand(ctx, options)));
  articles
    .command('publish')
    .description('publish the latest revision now (refused while a language is empty and does not show the Traditional Chinese text)')
    .addOption(id())
    .addOption(by())
    .action((options: { id: number; by?: string }) =>
      setAction(async (ctx) => {
        const done = await change(ctx, options.id, (article) => publishArticle(env(ctx), options.id, article.revision, ctx.acting(options.by).actor));
        line(ctx, `article ${done.id} is published (revision ${done.revision}, at ${done.publishedAt ?? '?'})`);
      }),
    );
  articles
    .command('unpublish')
    .description('take a published article off the public pages (its rows and comments stay), or cancel a schedule')
    .addOption(id())
    .addOption(by())
    .action((options: { id: number; by?: string }) =>
      setAction(async (ctx) => {
        const done = await change(ctx, options.id, (article) => unpublishArticle(env(ctx), options.id, article.revision, ctx.acting(options.by).actor));
        line(ctx, `article ${done.id} is ${done.state} (revision ${done.revision})`);
      }),
    );
  articles
    .command('schedule')
    .description("publish the latest revision at an instant later than the server's clock, once, by whichever server comes first")
    .addOption(id())
    .addOption(new Option('--at <instant>', 'ISO 8601 instant with its time zone').argParser(instant).makeOptionMandatory())
    .addOption(by())
    .action((options: { id: number; at: string; by?: string }) =>
      setAction(async (ctx) => {
        const done = await change(ctx, options.id, (article) => scheduleArticle(env(ctx), options.id, article.revision, options.at, ctx.acting(options.by).actor));
        line(ctx, `article ${done.id} is scheduled for ${done.publishAt ?? '?'} (revision ${done.revision})`);
      }),
    );
}
