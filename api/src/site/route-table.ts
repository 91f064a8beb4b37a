// The site's table of pages (issues 13 and 15) is the shell's too: @portal/contracts/pages.
export { ARTICLE_PAGES, EQUIVALENTS, LOGIN_REQUIRED, counterpart, pageKey } from '@portal/contracts/pages';
export type { Device } from '@portal/contracts/pages';
