import { useMemo, useState } from 'react';
import type { BroadcastAudience, BroadcastDetail } from '@portal/contracts/admin-broadcasts';
import { useLanguageStore, useTranslation, type Language } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { LanguageTablist } from '../../components/LanguageTablist';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { formatMinute } from '../../lib/format';
import { fetchBroadcast } from './api';
import { BROADCAST_LANGUAGES } from './compose-values';
import { DeliveriesTable } from './DeliveriesTable';
import * as styles from './messages.module.css';

/** A sent broadcast: who it reached, delivered / waiting / failed from the queue, the failed mails and what was sent. */
export function BroadcastReport({ id }: { id: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const broadcast = useStaffData(`broadcast:${id}`, (signal) => fetchBroadcast(id, signal));
  useDocumentTitle(t('broadcasts.reportTitle', { id }));
  const failedFilter = useMemo(() => ({ broadcast_id: String(id), status: 'dead' }), [id]);
  return (
    <>
      <h1>{broadcast.data ? broadcast.data.subject : t('broadcasts.reportTitle', { id })}</h1>
      {broadcast.data ? (
        <div className={styles.report}>
          <Facts broadcast={broadcast.data} />
          <section aria-labelledby="delivery-title">
            <div className={styles.toolbar}>
              <h2 id="delivery-title">{t('broadcasts.delivery')}</h2>
              <button type="button" className={admin.secondary} onClick={broadcast.reload}>
                {t('broadcasts.refresh')}
              </button>
            </div>
            <dl className={styles.counts} aria-busy={broadcast.status === 'loading'}>
              <div className={styles.countBox}>
                <dt>{t('broadcasts.delivered')}</dt>
                <dd data-testid="delivered">{broadcast.data.delivery.delivered}</dd>
              </div>
              <div className={styles.countBox}>
                <dt>{t('broadcasts.waiting')}</dt>
                <dd data-testid="waiting">{broadcast.data.delivery.waiting}</dd>
              </div>
              <div className={broadcast.data.delivery.failed > 0 ? `${styles.countBox} ${styles.someFailed}` : styles.countBox}>
                <dt>{t('broadcasts.failed')}</dt>
                <dd data-testid="failed">{broadcast.data.delivery.failed}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="failed-title">
            <h2 id="failed-title">{t('broadcasts.failedList')}</h2>
            {broadcast.data.delivery.failed === 0 ? <p className={styles.facts}>{t('broadcasts.failedNone')}</p> : <DeliveriesTable caption={t('broadcasts.failedList')} fixed={failedFilter} onRetried={broadcast.reload} />}
          </section>
          <SentTexts broadcast={broadcast.data} />
        </div>
      ) : broadcast.status === 'failed' ? (
        <LoadFailed retry={broadcast.reload} />
      ) : (
        <Loading />
      )}
    </>
  );
}

function Facts({ broadcast }: { broadcast: BroadcastDetail }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  return (
    <>
      <p className={styles.facts}>
        {t('broadcasts.sentLine', { at: formatMinute(broadcast.sentAt, language), by: broadcast.sentBy, count: broadcast.recipients, optedOut: broadcast.optedOut })}
      </p>
      <p className={styles.facts}>{t('broadcasts.audienceLine', { audience: describeAudience(broadcast.audience, t) })}</p>
    </>
  );
}

/** The filters in words: each set filter's values joined by "or", the filters by "·". */
function describeAudience(audience: BroadcastAudience, t: (key: string) => string): string {
  const parts = [
    audience.groups.map((group) => t(`broadcasts.group.${group}`)),
    audience.registrationStatuses.map((status) => t(`broadcasts.registration.${status}`)),
    audience.worksStatuses.map((status) => t(`broadcasts.works.${status}`)),
    audience.finalistsOnly ? [t('broadcasts.finalistsOnly')] : [],
  ].filter((part) => part.length > 0);
  return parts.length === 0 ? t('broadcasts.everyone') : parts.map((part) => part.join(' / ')).join(' · ');
}

function SentTexts({ broadcast }: { broadcast: BroadcastDetail }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [tab, setTab] = useState<Language>('zhComplex');
  return (
    <section className={styles.panel} aria-labelledby="texts-title">
      <h2 id="texts-title">{t('broadcasts.texts')}</h2>
      <LanguageTablist languages={BROADCAST_LANGUAGES} selected={tab} onSelect={setTab} idPrefix="sent" label={t('broadcasts.languages')} className={styles.tablist} tabClassName={styles.tab}>
        {(lang) => t(`broadcasts.language.${lang}`)}
      </LanguageTablist>
      {BROADCAST_LANGUAGES.map((lang) => (
        <div key={lang} role="tabpanel" id={`sent-panel-${lang}`} aria-labelledby={`sent-tab-${lang}`} hidden={tab !== lang}>
          <p className={styles.previewSubject}>{t('broadcasts.previewSubject', { subject: broadcast.texts[lang].subject })}</p>
          <pre className={styles.previewText} tabIndex={0}>{broadcast.texts[lang].body}</pre>
        </div>
      ))}
    </section>
  );
}
