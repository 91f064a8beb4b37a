import { useEffect, useRef } from 'react';
import { useLanguageStore } from '@portal/shared/i18n';
import { useLocation } from '@portal/shared/router';
import { rememberPath } from '@portal/shared/navigation';
import { readDataBlock } from '../registry/data-block';

/** Every page's title by language and path, as the server wrote it into the page (api/src/site/head.ts). */
function pageTitles(): Record<string, Record<string, string>> {
  const block = readDataBlock('portal-titles');
  return typeof block === 'object' && block !== null ? (block as Record<string, Record<string, string>>) : {};
}

/**
 * §2 navigation behaviour: every navigation starts at the top, and the tab remembers where it is. The tab's title
 * follows the page and the language (the HTML names only the first page's); a page the table does not name (an
 * article, reached in the app) keeps the title it had.
 */
export function NavigationEffects() {
  const { pathname, search } = useLocation();
  const language = useLanguageStore((state) => state.language);
  // The page the HTML was served for already has its own title (an article's, on an article page): kept until the
  // visitor moves on or switches language.
  const first = useRef(`${pathname}|${language}`);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    rememberPath(pathname + search);
  }, [pathname, search]);
  useEffect(() => {
    if (first.current === `${pathname}|${language}`) return;
    first.current = '';
    const title = pageTitles()[language]?.[pathname];
    if (title) document.title = title;
  }, [pathname, language]);
  return null;
}
