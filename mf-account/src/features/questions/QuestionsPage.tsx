import { useState, type ReactNode } from 'react';
import { Link } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import type { Device, MyQuestionThread } from '@portal/shared/contracts';
import { AccountPage } from '../../components/AccountPage';
import { DataPart } from '../../components/DataPart';
import * as account from '../../components/account.module.css';
import { AFTER_LOGIN_PATH } from '../../config/paths';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';
import { useMyQuestions } from './api/questions';
import { Conversation } from './Conversation';
import { QuestionForm } from './QuestionForm';

/** A titled region of the page (a landmark named by its heading), in the personal center's look. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={account.section} aria-labelledby={id}>
      <h2 id={id} className={account.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The team's private thread with the organizers (desktop and phone): the conversation, then a form to ask. */
export default function QuestionsPage({ device }: { device: Device }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const thread = useMyQuestions();
  // After a question the answer of POST is the thread as it stands: shown without asking again.
  const [sent, setSent] = useState<MyQuestionThread | null>(null);
  return (
    <AccountPage device={device} title={t('questions.title')}>
      <p className={account.muted}>{t('questions.intro')}</p>
      <Part id="questions-thread" title={t('questions.conversation')}>
        <DataPart data={thread}>{(loaded) => <Conversation thread={sent ?? loaded} />}</DataPart>
      </Part>
      <Part id="questions-ask" title={t('questions.ask')}>
        <QuestionForm onSent={setSent} />
      </Part>
      <p>
        <Link to={AFTER_LOGIN_PATH[device]}>{t('questions.back')}</Link>
      </p>
    </AccountPage>
  );
}
