import { registerTranslations, type Translations } from '@portal/shared/i18n';
import { judgingDeskEn } from './judging-desk-en';
import { judgingDeskZhComplex } from './judging-desk-zh-complex';
import { judgingDeskZhSimple } from './judging-desk-zh-simple';
import { ADMIN_NAMESPACE } from './translations';

/**
 * The judge's desk's texts (issue 27) in the three languages. They load with those pages, not with ./routes:
 * the sign-in's first load (mf-admin/budgets.json) carries only what every screen needs.
 */
export const judgingDeskTranslations: Translations = { zhComplex: judgingDeskZhComplex, zhSimple: judgingDeskZhSimple, en: judgingDeskEn };

registerTranslations(ADMIN_NAMESPACE, judgingDeskTranslations);
