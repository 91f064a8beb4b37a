import { useState } from 'react';
import type { AdminComment } from '@portal/contracts/admin-comments';
import { COMMENT_MAX_LENGTH, MODERATION_REASON_MAX, type ModerationAction } from '@portal/contracts/comment-rules';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { moderateComment, replyOnArticle } from './api';
import { TextDialog } from './TextDialog';
import * as styles from './comments.module.css';

type Open = ModerationAction | 'reply' | null;

/** A comment's actions: hide it (or restore it) with a reason, and reply on its article as the organizers. */
export function CommentActions({ comment, onChanged }: { comment: AdminComment; onChanged: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [open, setOpen] = useState<Open>(null);
  const action: ModerationAction = comment.hidden ? 'restore' : 'hide';
  const quote = <blockquote className={styles.quote}>{comment.content}</blockquote>;

  return (
    <div className={styles.actions}>
      <button type="button" className={`${admin.secondary} ${action === 'hide' ? styles.dangerOutline : ''}`} onClick={() => setOpen(action)} aria-label={t(`comments.${action}Of`, { author: comment.author, id: comment.id })}>
        {t(`comments.${action}`)}
      </button>
      <button type="button" className={admin.secondary} onClick={() => setOpen('reply')} aria-label={t('comments.replyOn', { title: comment.articleTitle, id: comment.id })}>
        {t('comments.reply')}
      </button>
      {(open === 'hide' || open === 'restore') && (
        <TextDialog
          title={t(`comments.${open}Title`)}
          label={t('comments.reasonLabel')}
          hint={t('comments.reasonHint', { max: MODERATION_REASON_MAX })}
          max={MODERATION_REASON_MAX}
          requiredText={t('comments.reasonRequired')}
          tooLongText={t('comments.reasonTooLong', { max: MODERATION_REASON_MAX })}
          submitLabel={t(`comments.${open}Confirm`)}
          danger={open === 'hide'}
          send={async (reason) => {
            await moderateComment(comment.id, open, { reason });
            onChanged();
          }}
          onClose={() => setOpen(null)}
        >
          <p className={styles.dialogText}>{t(`comments.${open}Message`)}</p>
          {quote}
        </TextDialog>
      )}
      {open === 'reply' && (
        <TextDialog
          title={t('comments.replyTitle')}
          label={t('comments.replyLabel')}
          hint={t('comments.replyHint', { max: COMMENT_MAX_LENGTH })}
          max={COMMENT_MAX_LENGTH}
          requiredText={t('comments.replyRequired')}
          tooLongText={t('comments.replyTooLong', { max: COMMENT_MAX_LENGTH })}
          submitLabel={t('comments.postReply')}
          send={async (content) => {
            await replyOnArticle(comment.articleId, { content });
            onChanged();
          }}
          onClose={() => setOpen(null)}
        >
          <p className={styles.dialogText}>{t('comments.replyMessage', { title: comment.articleTitle })}</p>
          {quote}
        </TextDialog>
      )}
    </div>
  );
}
