import type { AdminQuestionAttachment } from '@portal/contracts/admin-questions';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { useFileLink } from '../../hooks/use-file-link';
import { ADMIN_NAMESPACE } from '../../i18n/translations';

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * A team's file, opened in a new tab through a file link (never a path). The link is minted when the row shows; only
 * opening it reads the file, and that view is the audit entry — so no thumbnail is drawn, which would record a view
 * nobody asked for. Editors see that a file is there, not the file.
 */
export function Attachment({ file, mayOpen }: { file: AdminQuestionAttachment; mayOpen: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const link = useFileLink(mayOpen ? file.path : null);
  const label = `${file.name || t('questions.file')} (${file.image ? t('questions.image') : 'PDF'}, ${sizeText(file.size)})`;
  if (!mayOpen) return <li>{label} — <span className={admin.muted}>{t('questions.filesForAnswerers')}</span></li>;
  return (
    <li>
      {link.status === 'ready' ? (
        <a href={link.link.url} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      ) : link.status === 'failed' ? (
        <>
          {label}{' '}
          <button type="button" className={admin.secondary} onClick={link.retry}>
            {t('app.retry')}
          </button>
        </>
      ) : (
        <span className={admin.muted}>{label}</span>
      )}
    </li>
  );
}
