import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import * as styles from './comments.module.css';

// The dialog's code and texts load on the first click, not with the article page.
const ReportDialog = lazy(async () => ({ default: (await import('./ReportDialog')).ReportDialog }));

/** "Report" beside a comment: opens the dialog that asks why (signed in or not). */
export function ReportButton({ commentId, author }: { commentId: number; author: string }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.report}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('comments.reportOf', { author })}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('comments.report')}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <ReportDialog commentId={commentId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
