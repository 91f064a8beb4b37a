import { lazy } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { useSiteSettings } from '@portal/shared/config';
import { DialogButton } from '../../../components/DialogButton';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import * as styles from './home.module.css';

// The dialog's code loads on the first click, not with the home page.
const QuestionnaireDialogContent = lazy(async () => ({
  default: (await import('./QuestionnaireDialogContent')).QuestionnaireDialogContent,
}));

/** A button opening the questionnaire dialog; none while the page has no questionnaire link (the site settings). */
export function QuestionnaireDialog() {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const settings = useSiteSettings();
  if (!settings) return null;
  return (
    <DialogButton className={styles.button} label={t('questionnaire.open')}>
      {(state) => <QuestionnaireDialogContent {...state} />}
    </DialogButton>
  );
}
