import { useState } from 'react';
import type { DeskEntry, DeskRound, IncompleteSheet } from '@portal/contracts/admin-judging';
import { ApiError, isCancelledRequest } from '@portal/shared/api';
import { Link } from '@portal/shared/router';
import { useLanguageStore, useTranslation, type Language } from '@portal/shared/i18n';
import { confirm } from '@portal/shared/ui';
import * as admin from '../../components/admin.module.css';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/judging-desk-texts'; // this page's texts come with it (not on the sign-in's first load)
import { formatDay, formatInstant, formatMinute } from '../../lib/format';
import { fetchDesk, submitSheet } from './api';
import { Conflicts } from './Conflicts';
import { resendQueued } from './send-scores';
import * as styles from './judging-desk.module.css';

/** /admin/judging-desk: the judge's rounds, each entry a large touch target, and the sheet's submit. */
export default function DeskPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(t('resource.judgingDesk'));
  // Saves a lost connection kept are sent first, so the counts below include them.
  const desk = useStaffData('judging-desk', async (signal) => {
    await resendQueued();
    return fetchDesk(signal);
  });
  return (
    <>
      <h1>{t('resource.judgingDesk')}</h1>
      <p className={styles.intro}>{t('desk.intro')}</p>
      {desk.data ? (
        desk.data.rounds.length === 0 ? (
          <p>{t('desk.noRounds')}</p>
        ) : (
          desk.data.rounds.map((round) => <RoundCard key={`${round.group}-${round.key}`} round={round} onChanged={desk.reload} />)
        )
      ) : desk.status === 'failed' ? (
        <LoadFailed retry={desk.reload} />
      ) : (
        <Loading />
      )}
      <Conflicts onDeclared={desk.reload} />
    </>
  );
}

// A round's dates are season days (yyyy-mm-dd) in the season file; an instant is written to the minute.
const when = (value: string, language: Language) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value, language) : formatMinute(value, language));

function entryState(entry: DeskEntry): 'scored' | 'started' | 'new' {
  return entry.complete ? 'scored' : entry.scored > 0 ? 'started' : 'new';
}

function RoundCard({ round, onChanged }: { round: DeskRound; onChanged: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const [missing, setMissing] = useState<IncompleteSheet['missing'] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const headingId = `round-${round.group}-${round.key}`;
  const done = round.entries.filter((entry) => entry.complete).length;
  const submitted = round.sheet.status === 'submitted';
  const mayFinish = round.phase === 'open' && !submitted && round.entries.length > 0 && done === round.entries.length;

  const submit = async () => {
    const sure = await confirm({ title: t('desk.submitTitle'), message: t('desk.submitMessage', { entries: round.entries.length }), confirmLabel: t('desk.submitConfirm'), cancelLabel: t('desk.cancel') });
    if (!sure) return;
    setMissing(null);
    setRefusal(null);
    try {
      await submitSheet(round.group, round.key);
      onChanged();
    } catch (error) {
      if (isCancelledRequest(error)) return;
      const data = error instanceof ApiError ? (error.envelope?.data as Partial<IncompleteSheet> | null | undefined) : null;
      if (data && Array.isArray(data.missing)) setMissing(data.missing);
      setRefusal(error instanceof ApiError && error.kind === 'failure' ? error.message : t('desk.submitFailed'));
    }
  };

  return (
    <section aria-labelledby={headingId} className={styles.round}>
      <h2 id={headingId}>{round.title}</h2>
      <p className={styles.meta}>
        <span>{t('desk.days', { from: when(round.from, language), to: when(round.to, language) })}</span>
        <span className={styles.badge}>{t(`desk.phase.${round.phase}`)}</span>
        <span className={styles.badge}>{submitted ? t('desk.sheetSubmitted') : t('desk.sheetDraft')}</span>
        <span>{t('desk.progress', { done, total: round.entries.length })}</span>
      </p>
      {round.sheet.reopenReason && !submitted && (
        <p className={admin.notice} role="note">
          {t('desk.reopened', { reason: round.sheet.reopenReason })}
        </p>
      )}
      {round.entries.length === 0 ? (
        <p className={admin.muted}>{t('desk.noEntries')}</p>
      ) : (
        <ul className={styles.entries} aria-label={t('desk.entriesOf', { round: round.title })}>
          {round.entries.map((entry) => (
            <li key={entry.id}>
              <Link to={String(entry.id)} className={`${styles.entry} ${styles[entryState(entry)]}`}>
                <span className={styles.entryNumber}>{t('desk.entry', { number: entry.number })}</span>
                <span className={styles.entryState}>{t(`desk.state.${entryState(entry)}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {submitted ? (
        <p className={styles.locked}>{t('desk.locked', { at: round.sheet.submittedAt ? formatInstant(round.sheet.submittedAt, language) : '—' })}</p>
      ) : (
        <div className={admin.row}>
          <button type="button" className={admin.button} disabled={!mayFinish} onClick={() => void submit()}>
            {t('desk.submit')}
          </button>
          <span className={admin.hint}>{round.phase === 'open' ? t('desk.submitHint') : t(`desk.submitPhase.${round.phase}`)}</span>
        </div>
      )}
      {refusal && (
        <div className={admin.notice} role="alert">
          <p className={styles.flat}>{refusal}</p>
          {missing && missing.length > 0 && (
            <>
              <p className={styles.flat}>{t('desk.missing')}</p>
              <ul className={styles.missing}>
                {missing.map((item) => (
                  <li key={item.entryId}>
                    <Link to={String(item.entryId)}>{t('desk.entry', { number: item.number })}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
