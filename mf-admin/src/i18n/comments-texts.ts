import { registerTranslations, type Translations } from '@portal/shared/i18n';
import { commentsEn } from './comments-en';
import { commentsZhComplex } from './comments-zh-complex';
import { commentsZhSimple } from './comments-zh-simple';
import { ADMIN_NAMESPACE } from './translations';

/**
 * The comments page's texts (issue 25 point 6) in the three languages. They load with that page, not with ./routes:
 * the sign-in's first load (mf-admin/budgets.json) carries only what every screen needs.
 */
export const commentsTranslations: Translations = { zhComplex: commentsZhComplex, zhSimple: commentsZhSimple, en: commentsEn };

registerTranslations(ADMIN_NAMESPACE, commentsTranslations);
