import * as Dialog from '@radix-ui/react-dialog';
import { useSiteSettings } from '@portal/shared/config';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import * as styles from './home.module.css';

/** The dialog (focus kept inside, Escape closes) that leads to the language's questionnaire. */
export function QuestionnaireDialogContent({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const questionnaire = useSiteSettings()?.questionnaire[language];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title className={styles.dialogTitle}>{t('questionnaire.title')}</Dialog.Title>
          <Dialog.Description>{t('questionnaire.body')}</Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <button type="button" className={styles.button}>
                {t('questionnaire.close')}
              </button>
            </Dialog.Close>
            {questionnaire && (
              <a className={styles.primaryButton} href={questionnaire} target="_blank" rel="noopener noreferrer">
                {t('questionnaire.go')}
              </a>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
