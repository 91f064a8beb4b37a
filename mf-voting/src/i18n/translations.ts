import type { Translations } from '@portal/shared/i18n';
import { en } from './en';
import { zhComplex } from './zh-complex';
import { zhSimple } from './zh-simple';

export const VOTING_NAMESPACE = 'mf-voting';

/** Every text of this remote in the three languages; the contract suite checks that none is missing. */
export const votingTranslations: Translations = { zhComplex, zhSimple, en };
