import { registerTranslations, type Translations } from '@portal/shared/i18n';
import { resultsEn } from './results-en';
import { resultsZhComplex } from './results-zh-complex';
import { resultsZhSimple } from './results-zh-simple';
import { ADMIN_NAMESPACE } from './translations';

/**
 * The organizer's and release manager's pages' texts (finalists, scores and winners, releases, exports, purge, staff)
 * in the three languages. They load with those pages, not with ./routes: the sign-in's first load
 * (mf-admin/budgets.json) carries only what every screen needs. Each page imports this module, which adds them to the
 * back office's namespace once.
 */
export const resultsTranslations: Translations = { zhComplex: resultsZhComplex, zhSimple: resultsZhSimple, en: resultsEn };

registerTranslations(ADMIN_NAMESPACE, resultsTranslations);
