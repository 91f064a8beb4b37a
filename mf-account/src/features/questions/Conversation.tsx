import { HTML_LANG, useLanguageStore, useTranslation } from '@portal/shared/i18n';
import type { MyQuestionThread, QuestionMessage } from '@portal/shared/contracts';
import * as styles from './questions.module.css';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';

// The contest runs on Hong Kong time: messages show Hong Kong times wherever the team is.
const TIME_ZONE = 'Asia/Hong_Kong';

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function Message({ message }: { message: QuestionMessage }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const when = new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(message.createdAt));
  const fromTeam = message.by === 'team';
  return (
    <li className={`${styles.message} ${fromTeam ? styles.mine : styles.theirs}`}>
      <p className={styles.meta}>
        <strong>{fromTeam ? t('questions.you') : t('questions.organizers')}</strong> · <time dateTime={message.createdAt}>{when}</time>
      </p>
      {message.text && <p className={styles.text}>{message.text}</p>}
      {message.attachments.length > 0 && (
        <ul className={styles.files} aria-label={t('questions.files')}>
          {message.attachments.map((file) => (
            <li key={file.id}>
              {/* The team's own upload: /uploads/ serves it to its owner only, by the session cookie. */}
              <a href={file.uri} target="_blank" rel="noopener noreferrer">
                {file.name || t('questions.file')}
              </a>{' '}
              <span className={styles.size}>({sizeText(file.size)})</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The thread, oldest first: the team's questions on one side, the organizers' answers on the other. */
export function Conversation({ thread }: { thread: MyQuestionThread }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  if (thread.messages.length === 0) return <p className={styles.empty}>{t('questions.none')}</p>;
  return (
    <>
      <ol className={styles.thread} aria-label={t('questions.conversation')}>
        {thread.messages.map((message) => (
          <Message key={message.id} message={message} />
        ))}
      </ol>
      {thread.awaitingAnswer && <p className={styles.waiting}>{t('questions.waiting')}</p>}
    </>
  );
}
