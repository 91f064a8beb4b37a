import type { AdminQuestionMessage, AdminQuestionThread } from '@portal/contracts/admin-questions';
import type { StaffRole } from '@portal/contracts/staff';
import { Link, useNavigate, useParams } from '@portal/shared/router';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { confirm } from '@portal/shared/ui';
import * as admin from '../../components/admin.module.css';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { adminPath } from '../../config/paths';
import { useStaffData } from '../../hooks/use-staff-data';
import { staffSession } from '../../api/session';
import { useStore } from '../../lib/store';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/questions-texts'; // this page's texts come with it (not on the sign-in's first load)
import { formatInstant } from '../../lib/format';
import { fetchQuestion, makeFaqDraft } from './api';
import { AnswerForm } from './AnswerForm';
import { Attachment } from './Attachment';
import { AnsweredBadge } from './QuestionCells';
import { ANSWERERS, FAQ_WRITERS, FILE_READERS } from './labels';
import * as styles from './questions.module.css';

/** /admin/questions/:id: the team's context, the conversation with its files, the answer form, and FAQ drafts. */
export default function QuestionPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id = '' } = useParams();
  const record = useStaffData(`question:${id}`, (signal) => fetchQuestion(id, signal));
  const team = record.data ? record.data.team.teamName || record.data.team.email : '';
  const title = record.data ? t('questions.title', { id: record.data.id, team }) : t('questions.titleId', { id });
  useDocumentTitle(title);
  return (
    <>
      <p className={styles.back}>
        <Link to={adminPath('questions')}>{t('questions.backToList')}</Link>
      </p>
      <h1>{title}</h1>
      {record.data ? <Thread thread={record.data} onChanged={record.replace} /> : record.status === 'failed' ? <LoadFailed retry={record.reload} /> : <Loading />}
    </>
  );
}

function Thread({ thread, onChanged }: { thread: AdminQuestionThread; onChanged: (next: AdminQuestionThread) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const role = useStore(staffSession).me?.member.role;
  const may = (roles: readonly StaffRole[]) => role !== undefined && roles.includes(role);
  const { team } = thread;
  return (
    <div className={styles.layout}>
      <div className={admin.form}>
        <section aria-labelledby="question-messages" className={styles.panel}>
          <h2 id="question-messages">{t('questions.conversation')}</h2>
          <ol className={styles.thread}>
            {thread.messages.map((message) => (
              <Message key={message.id} thread={thread} message={message} mayOpen={may(FILE_READERS)} mayDraft={may(FAQ_WRITERS)} />
            ))}
          </ol>
        </section>
        {may(ANSWERERS) && (
          <section aria-labelledby="question-answer" className={styles.panel}>
            <h2 id="question-answer">{t('questions.answerTitle')}</h2>
            <AnswerForm thread={thread} onAnswered={onChanged} />
          </section>
        )}
      </div>
      <section aria-labelledby="question-team" className={`${styles.panel} ${styles.context}`}>
        <h2 id="question-team">{t('questions.teamTitle')}</h2>
        <dl className={styles.facts}>
          <dt>{t('questions.status')}</dt>
          <dd>
            <AnsweredBadge awaiting={thread.awaitingAnswer} />
          </dd>
          <dt>{t('questions.team')}</dt>
          <dd>{team.teamName || t('questions.noTeamName')}</dd>
          <dt>{t('questions.email')}</dt>
          <dd>{team.email}</dd>
          <dt>{t('questions.groupLabel')}</dt>
          <dd>{team.group === null ? t('questions.notRegistered') : t(`questions.group.${team.group}`)}</dd>
          <dt>{t('questions.registrationLabel')}</dt>
          <dd>
            {team.registrationId === null ? (
              t('questions.notRegistered')
            ) : may(ANSWERERS) ? (
              <Link to={adminPath('registrations/:id').replace(':id', String(team.registrationId))}>{t(`questions.registration.${team.registrationStatus ?? 'pending'}`)}</Link>
            ) : (
              t(`questions.registration.${team.registrationStatus ?? 'pending'}`)
            )}
          </dd>
          <dt>{t('questions.languageLabel')}</dt>
          <dd>{t(`questions.language.${thread.lang}`)}</dd>
          <dt>{t('questions.lastMessage')}</dt>
          <dd>{formatInstant(thread.lastMessageAt, language)}</dd>
        </dl>
      </section>
    </div>
  );
}

function Message({ thread, message, mayOpen, mayDraft }: { thread: AdminQuestionThread; message: AdminQuestionMessage; mayOpen: boolean; mayDraft: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const navigate = useNavigate();
  const fromTeam = message.by === 'team';
  const draft = async () => {
    const sure = await confirm({ title: t('questions.faqTitle'), message: t('questions.faqMessage'), confirmLabel: t('questions.faqConfirm'), cancelLabel: t('questions.cancel') });
    if (!sure) return;
    const { articleId } = await makeFaqDraft(thread.id, message.id);
    void navigate(adminPath('articles/:id').replace(':id', String(articleId)));
  };
  return (
    <li className={`${styles.message} ${fromTeam ? styles.fromTeam : styles.fromStaff}`}>
      <p className={styles.meta}>
        <strong>{fromTeam ? t('questions.fromTeam') : t('questions.fromStaff', { name: message.staffName ?? '—' })}</strong>
        <time dateTime={message.createdAt}>{formatInstant(message.createdAt, language)}</time>
        {!fromTeam && mayDraft && (
          <button type="button" className={`${admin.secondary} ${styles.faq}`} onClick={() => void draft().catch(() => undefined)}>
            {t('questions.makeFaq')}
          </button>
        )}
      </p>
      {message.text && <p className={styles.text}>{message.text}</p>}
      {message.attachments.length > 0 && (
        <ul className={styles.files} aria-label={t('questions.files')}>
          {message.attachments.map((file) => (
            <Attachment key={file.id} file={file} mayOpen={mayOpen} />
          ))}
        </ul>
      )}
    </li>
  );
}
