import { registerTranslations, type Translations } from '@portal/shared/i18n';
import { judgingEn } from './judging-en';
import { judgingZhComplex } from './judging-zh-complex';
import { judgingZhSimple } from './judging-zh-simple';
import { ADMIN_NAMESPACE } from './translations';

/**
 * The organizer's judging pages' texts (issue 27) in the three languages. They load with those pages, not with
 * ./routes: the sign-in's first load (mf-admin/budgets.json) carries only what every screen needs.
 */
export const judgingTranslations: Translations = { zhComplex: judgingZhComplex, zhSimple: judgingZhSimple, en: judgingEn };

registerTranslations(ADMIN_NAMESPACE, judgingTranslations);
