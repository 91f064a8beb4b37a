import { registerTranslations, type Translations } from '@portal/shared/i18n';
import { reviewEn } from './review-en';
import { reviewZhComplex } from './review-zh-complex';
import { reviewZhSimple } from './review-zh-simple';
import { ADMIN_NAMESPACE } from './translations';

/**
 * The review pages' texts (dashboard, registrations, works, audit log) in the three languages. They load with those
 * pages, not with ./routes: the sign-in's first load (mf-admin/budgets.json) carries only what every screen needs.
 * Each page imports this module, which adds them to the back office's namespace once.
 */
export const reviewTranslations: Translations = { zhComplex: reviewZhComplex, zhSimple: reviewZhSimple, en: reviewEn };

registerTranslations(ADMIN_NAMESPACE, reviewTranslations);
