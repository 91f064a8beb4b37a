import { registerTranslations } from '@portal/shared/i18n';
import { CONTENT_NAMESPACE, contentTranslations } from '../i18n/translations';

// In the shell the remote's ./routes registers its texts; a page rendered alone gets them here.
registerTranslations(CONTENT_NAMESPACE, contentTranslations);

export { renderPage, resetSession } from '@portal/shared/testing';
