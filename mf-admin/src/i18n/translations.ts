import type { Translations } from '@portal/shared/i18n';
import { en } from './en';
import { zhComplex } from './zh-complex';
import { zhSimple } from './zh-simple';

export const ADMIN_NAMESPACE = 'mf-admin';

/** Every text of the back office in the three languages; the contract suite checks that none is missing. */
export const adminTranslations: Translations = { zhComplex, zhSimple, en };
