import { useId, useState } from 'react';
import type { EntryProgress, JudgeProgress, RoundProgress } from '@portal/contracts/admin-judging-rounds';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { LoadFailed, Loading } from '../../components/Loading';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { fetchProgress, reopenSheet, type RoundRef } from './api';
import { When } from './labels';
import { ReopenDialog } from './ReopenDialog';
import * as styles from './judging.module.css';

/** What is done, per judge (with reopening a submitted sheet) and per entry. `version` reads it again. */
export function Progress({ at, version }: { at: RoundRef; version: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const progress = useStaffData(`judging-progress:${at.group}:${at.round}:${version}`, (signal) => fetchProgress(at, signal));
  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`}>{t('judging.progress')}</h2>
      <button type="button" className={admin.secondary} onClick={progress.reload} disabled={progress.status === 'loading'}>
        {t('judging.refresh')}
      </button>
      {progress.data ? (
        <ProgressTables progress={progress.data} at={at} onReopened={progress.reload} />
      ) : progress.status === 'failed' ? (
        <LoadFailed retry={progress.reload} />
      ) : (
        <Loading />
      )}
    </section>
  );
}

function ProgressTables({ progress, at, onReopened }: { progress: RoundProgress; at: RoundRef; onReopened: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [reopening, setReopening] = useState<JudgeProgress | null>(null);
  const [reopened, setReopened] = useState<string | null>(null);
  return (
    <>
      {reopened && (
        <p role="status" className={styles.done}>
          {reopened}
        </p>
      )}
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>{t('judging.perJudge')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('judging.judge')}</th>
              <th scope="col">{t('judging.panel')}</th>
              <th scope="col" className={styles.number}>{t('judging.assigned')}</th>
              <th scope="col" className={styles.number}>{t('judging.scored')}</th>
              <th scope="col" className={styles.number}>{t('judging.conflicts')}</th>
              <th scope="col">{t('judging.status')}</th>
              <th scope="col">{t('judging.submittedAt')}</th>
              <th scope="col">{t('judging.reopenedAt')}</th>
              <th scope="col">{t('judging.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {progress.judges.length === 0 ? (
              <tr>
                <td colSpan={9}>{t('judging.noJudges')}</td>
              </tr>
            ) : (
              progress.judges.map((judge) => (
                <tr key={judge.staffId}>
                  <th scope="row">{judge.name}</th>
                  <td>{judge.panel ?? '—'}</td>
                  <td className={styles.number}>{judge.assigned}</td>
                  <td className={styles.number}>{judge.scored}</td>
                  <td className={styles.number}>{judge.conflicts}</td>
                  <td>{judge.status ? t(`judging.sheetStatus.${judge.status}`) : t('judging.sheetStatus.none')}</td>
                  <td>
                    <When at={judge.submittedAt} />
                  </td>
                  <td>
                    <When at={judge.reopenedAt} />
                  </td>
                  <td>
                    {judge.status === 'submitted' ? (
                      <button type="button" className={`${admin.secondary} ${styles.small}`} onClick={() => setReopening(judge)} aria-label={t('judging.reopenOf', { name: judge.name })}>
                        {t('judging.reopen')}
                      </button>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <EntriesTable entries={progress.entries} />
      {reopening && (
        <ReopenDialog
          judge={reopening}
          send={async (reason) => {
            await reopenSheet(at, reopening.staffId, reason);
            setReopened(t('judging.reopened', { name: reopening.name }));
            onReopened();
          }}
          onClose={() => setReopening(null)}
        />
      )}
    </>
  );
}

function EntriesTable({ entries }: { entries: EntryProgress[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>{t('judging.perEntryCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.number}>{t('judging.number')}</th>
            <th scope="col">{t('judging.title')}</th>
            <th scope="col">{t('judging.team')}</th>
            <th scope="col">{t('judging.school')}</th>
            <th scope="col" className={styles.number}>{t('judging.assigned')}</th>
            <th scope="col" className={styles.number}>{t('judging.submitted')}</th>
            <th scope="col" className={styles.number}>{t('judging.conflicts')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? (
            <tr>
              <td colSpan={7}>{t('judging.noEntries')}</td>
            </tr>
          ) : (
            entries.map((entry) => (
              <tr key={entry.entryId}>
                <td className={styles.number}>{entry.number}</td>
                <th scope="row">{entry.title}</th>
                <td>{entry.teamName}</td>
                <td>{entry.school}</td>
                <td className={styles.number}>{entry.assigned}</td>
                <td className={styles.number}>{entry.submitted}</td>
                <td className={styles.number}>{entry.conflicts}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
