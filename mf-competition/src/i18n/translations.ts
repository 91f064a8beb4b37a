import type { Translations } from '@portal/shared/i18n';
import { en } from './en';
import { zhComplex } from './zh-complex';
import { zhSimple } from './zh-simple';

export const COMPETITION_NAMESPACE = 'mf-competition';

/** Every text of this remote in the three languages; the contract suite checks that none is missing. */
export const competitionTranslations: Translations = { zhComplex, zhSimple, en };
