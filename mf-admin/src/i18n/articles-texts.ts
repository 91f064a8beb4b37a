import { registerTranslations, type Translations } from '@portal/shared/i18n';
import { articlesEn } from './articles-en';
import { articlesZhComplex } from './articles-zh-complex';
import { articlesZhSimple } from './articles-zh-simple';
import { ADMIN_NAMESPACE } from './translations';

/**
 * The editor's articles pages' texts (issue 25) in the three languages. They load with those pages, not with ./routes:
 * the sign-in's first load (mf-admin/budgets.json) carries only what every screen needs. Each page imports this
 * module, which adds them to the back office's namespace once.
 */
export const articlesTranslations: Translations = { zhComplex: articlesZhComplex, zhSimple: articlesZhSimple, en: articlesEn };

registerTranslations(ADMIN_NAMESPACE, articlesTranslations);
