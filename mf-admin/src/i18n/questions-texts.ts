import { registerTranslations, type Translations } from '@portal/shared/i18n';
import { questionsEn } from './questions-en';
import { questionsZhComplex } from './questions-zh-complex';
import { questionsZhSimple } from './questions-zh-simple';
import { ADMIN_NAMESPACE } from './translations';

/**
 * The questions pages' texts (issue 26 point 7) in the three languages. They load with those pages, not with ./routes:
 * the sign-in's first load (mf-admin/budgets.json) carries only what every screen needs.
 */
export const questionsTranslations: Translations = { zhComplex: questionsZhComplex, zhSimple: questionsZhSimple, en: questionsEn };

registerTranslations(ADMIN_NAMESPACE, questionsTranslations);
