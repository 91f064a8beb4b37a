import type { Language } from '../languages.js';
import { accountTexts } from './account.js';
import { competitionTexts } from './competition.js';
import { contentTexts } from './content.js';
import type { PageText } from './declare.js';
import { votingTexts } from './voting.js';

// Each page's title and description in each language (issue 15: search results, link previews, the tab's title), by
// desktop route, as each remote's file declares them beside its pages. The server's to say; the pages ship none.

export type { PageText } from './declare.js';

type Pair = readonly [title: string, description: string];

const inLanguages = ([zhComplex, zhSimple, en]: readonly [Pair, Pair, Pair]): Readonly<Record<Language, PageText>> => ({
  zhComplex: { title: zhComplex[0], description: zhComplex[1] },
  zhSimple: { title: zhSimple[0], description: zhSimple[1] },
  en: { title: en[0], description: en[1] },
});

export const PAGE_TEXTS: Readonly<Record<string, Readonly<Record<Language, PageText>>>> = Object.fromEntries(
  Object.entries({ ...contentTexts, ...accountTexts, ...competitionTexts, ...votingTexts }).map(([page, rows]) => [page, inLanguages(rows)]),
);

export const SITE_NAME: Readonly<Record<Language, string>> = {
  zhComplex: '國際沙漠可持續發展大獎',
  zhSimple: '国际沙漠可持续发展大奖',
  en: 'International Desert Sustainability Award',
};

/** As the shell's not-found page says it (shell/src/i18n/translations.ts notFound.*). */
export const NOT_FOUND_TEXT = inLanguages([
  ['找不到此頁面', '您要找的頁面不存在或已移除。'],
  ['找不到此页面', '您要找的页面不存在或已移除。'],
  ['Page not found', 'The page you are looking for does not exist or has been removed.'],
]);

/** The back office's name (issue 24): the title of its pages, which search engines never see. */
export const ADMIN_TITLE: Readonly<Record<Language, string>> = {
  zhComplex: '管理後台',
  zhSimple: '管理后台',
  en: 'Back office',
};
