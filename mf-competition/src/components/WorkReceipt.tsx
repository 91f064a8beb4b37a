import type { WorkReceipt as Receipt } from '@portal/shared/contracts';
import { HTML_LANG, useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as styles from './competition.module.css';
import { COMPETITION_NAMESPACE } from '../i18n/translations';
import { formatTime } from '../lib/dates';
import { formatBytes, formatClock } from '../lib/format';

/**
 * The receipt of a work's file, the same facts the receipt mail carried (issue 26.4): step, title, file, its exact
 * size, SHA-256, a film's length and when it was received, in Hong Kong time. A disclosure, so a list of works stays
 * short on a phone; open right after the team submits, when it is what the team is looking for.
 */
export function WorkReceipt({ receipt, open = false }: { receipt: Receipt; open?: boolean }) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const exact = new Intl.NumberFormat(HTML_LANG[language]).format(receipt.size);
  return (
    <details className={styles.receipt} open={open}>
      <summary className={styles.receiptSummary}>{t('works.receipt.title')}</summary>
      <p className={styles.hint}>{t('works.receipt.intro')}</p>
      <dl className={styles.facts}>
        <dt>{t('works.receipt.step')}</dt>
        <dd>{receipt.step}</dd>
        <dt>{t('works.fact.title')}</dt>
        <dd>{receipt.title}</dd>
        <dt>{t('works.fact.file')}</dt>
        <dd>{receipt.fileName}</dd>
        <dt>{t('works.receipt.size')}</dt>
        <dd>{t('works.receipt.sizeValue', { size: formatBytes(receipt.size, language), bytes: exact })}</dd>
        <dt>SHA-256</dt>
        <dd>
          <code className={styles.hash}>{receipt.sha256}</code>
        </dd>
        {receipt.durationSeconds !== null && (
          <>
            <dt>{t('works.fact.duration')}</dt>
            <dd>{formatClock(receipt.durationSeconds)}</dd>
          </>
        )}
        <dt>{t('works.receipt.receivedAt')}</dt>
        <dd>
          <time dateTime={receipt.receivedAt}>{t('works.receipt.hongKongTime', { time: formatTime(receipt.receivedAt, language) })}</time>
        </dd>
      </dl>
    </details>
  );
}
