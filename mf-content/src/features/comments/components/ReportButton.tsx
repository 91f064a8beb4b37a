import { lazy } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { DialogButton } from '../../../components/DialogButton';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import * as styles from './comments.module.css';

// The dialog's code and texts load on the first click, not with the article page.
const ReportDialog = lazy(async () => ({ default: (await import('./ReportDialog')).ReportDialog }));

/** "Report" beside a comment: opens the dialog that asks why (signed in or not). */
export function ReportButton({ commentId, author }: { commentId: number; author: string }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return (
    <DialogButton className={styles.report} label={t('comments.report')} ariaLabel={t('comments.reportOf', { author })}>
      {(state) => <ReportDialog commentId={commentId} {...state} />}
    </DialogButton>
  );
}
