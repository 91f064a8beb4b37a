import { registerTranslations, type Translations } from '@portal/shared/i18n';
import { mediaEn } from './media-en';
import { mediaZhComplex } from './media-zh-complex';
import { mediaZhSimple } from './media-zh-simple';
import { ADMIN_NAMESPACE } from './translations';

/**
 * The media library's and the media picker's texts in the three languages. They load with those components, not with
 * ./routes (the sign-in's first load carries only what every screen needs); importing this module adds them once.
 */
export const mediaTranslations: Translations = { zhComplex: mediaZhComplex, zhSimple: mediaZhSimple, en: mediaEn };

registerTranslations(ADMIN_NAMESPACE, mediaTranslations);
