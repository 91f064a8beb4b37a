import type { AdminComment, CommentDecision } from '@portal/contracts/admin-comments';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { formatMinute } from '../../lib/format';
import * as styles from './comments.module.css';

/** The comment as visitors see it (author, badge, time, text), and for a staff reply who wrote it. */
export function CommentCell({ comment }: { comment: AdminComment }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  return (
    <div className={styles.comment}>
      <p className={styles.meta}>
        <span className={styles.author}>{comment.author}</span>
        {comment.byStaff && <span className={styles.staffBadge}>{t('comments.staffBadge')}</span>}
        <span className={styles.time}>{formatMinute(comment.createTime, language)}</span>
      </p>
      {comment.staffAuthor && <p className={styles.writtenBy}>{t('comments.writtenBy', { name: comment.staffAuthor })}</p>}
      <p className={styles.text}>{comment.content}</p>
    </div>
  );
}

/** Reports counted by reason (never by whom), and how many came since the last decision. */
export function ReportsCell({ reports }: { reports: AdminComment['reports'] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  if (reports.count === 0) return <span className={styles.muted}>{t('comments.noReports')}</span>;
  return (
    <div className={styles.reports}>
      <p className={styles.count}>{t('comments.reportCount', { count: reports.count })}</p>
      {reports.open > 0 && <p className={styles.open}>{t('comments.openReports', { count: reports.open })}</p>}
      <ul className={styles.reasons}>
        {reports.reasons.map(({ reason, count }) => (
          <li key={reason}>{t('comments.reasonCount', { reason: t(`comments.reason.${reason}`), count })}</li>
        ))}
      </ul>
    </div>
  );
}

const DECIDED_BY = { hide: 'comments.hiddenBy', restore: 'comments.restoredBy' } as const;

function Decision({ decision }: { decision: CommentDecision }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  return (
    <>
      <p className={styles.decidedBy}>{t(DECIDED_BY[decision.action], { by: decision.by, at: formatMinute(decision.at, language) })}</p>
      <p className={styles.decisionReason}>{decision.reason}</p>
    </>
  );
}

/** Visible or hidden, with the last decision and its reason. */
export function StatusCell({ comment }: { comment: AdminComment }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const last = comment.history.at(-1);
  return (
    <div className={styles.status}>
      <span className={`${styles.badge} ${comment.hidden ? styles.hidden : styles.visible}`}>{t(comment.hidden ? 'comments.hiddenState' : 'comments.visible')}</span>
      {last && <Decision decision={last} />}
    </div>
  );
}
