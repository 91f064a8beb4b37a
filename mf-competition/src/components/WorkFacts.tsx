import type { Work } from '@portal/shared/contracts';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as styles from './competition.module.css';
import { COMPETITION_NAMESPACE } from '../i18n/translations';
import { apiUrl } from '../lib/api-origin';
import { formatTime } from '../lib/dates';
import { formatBytes, formatClock } from '../lib/format';
import { WorkReceipt } from './WorkReceipt';

/**
 * A submitted work as the team sees it on the submission page and in the personal center: status, title, topic,
 * file (size, a film's length), when it was sent, and the file to download. The API serves the file to the
 * team's session only; it reads the token cookie, so a plain link works. Then the file's receipt, open when
 * `receiptOpen` (just submitted).
 */
export function WorkFacts({ work, receiptOpen = false }: { work: Work; receiptOpen?: boolean }) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const { file } = work;
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('works.fact.status')}</dt>
        <dd>
          <strong className={styles[work.status]}>{t(`works.status.${work.status}`)}</strong>
        </dd>
        <dt>{t('works.fact.title')}</dt>
        <dd>{work.title}</dd>
        <dt>{t('works.fact.topic')}</dt>
        <dd>{work.topicTitle}</dd>
        <dt>{t('works.fact.file')}</dt>
        <dd>
          {file.name} · {formatBytes(file.size, language)}
        </dd>
        {file.durationSeconds !== null && (
          <>
            <dt>{t('works.fact.duration')}</dt>
            <dd>{formatClock(file.durationSeconds)}</dd>
          </>
        )}
        <dt>{t('works.fact.submittedAt')}</dt>
        <dd>
          <time dateTime={work.submittedAt}>{formatTime(work.submittedAt, language)}</time>
        </dd>
        {work.updatedAt !== work.submittedAt && (
          <>
            <dt>{t('works.fact.updatedAt')}</dt>
            <dd>
              <time dateTime={work.updatedAt}>{formatTime(work.updatedAt, language)}</time>
            </dd>
          </>
        )}
      </dl>
      <a className={styles.link} href={apiUrl(file.uri)} download={file.name}>
        {t('works.download', { name: file.name })}
      </a>
      {work.receipt && <WorkReceipt receipt={work.receipt} open={receiptOpen} />}
    </>
  );
}
