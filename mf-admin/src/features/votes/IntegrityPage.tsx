import { useId, useState, type ReactNode } from 'react';
import type { AnomalyFlag, VoteAnomalies } from '@portal/contracts/votes';
import { firstProblem, useCheckedForm } from '@portal/shared/form';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/votes-texts'; // this page's texts come with it (not on the sign-in's first load)
import { formatInstant, hongKongInstant, hongKongLocal } from '../../lib/format';
import * as table from '../purge/purge.module.css';
import { AnnulBurstDialog } from './AnnulBurstDialog';
import { fetchAnomalies } from './api';
import * as styles from './votes.module.css';

/**
 * /admin/vote-integrity (issue 28 point 3, docs/adr/0049 "The anomaly report"): the bursts the report's rules flag,
 * each with why and an "Annul this burst" that posts its seqs to the annulments route, then the season's votes per
 * film, channel, subnet and minute, annulled votes apart. No contact is in the answer, so none can be shown. Plain
 * tables, as the annulments page beside it: the report is one answer, not a list the server pages.
 */
export default function IntegrityPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const report = useStaffData(`vote-anomalies|${range.from ?? ''}|${range.to ?? ''}`, fetchAnomalies(range));
  useDocumentTitle(t('resource.voteIntegrity'));
  return (
    <>
      <h1>{t('resource.voteIntegrity')}</h1>
      <RangeForm onApply={setRange} />
      {report.data ? <Report report={report.data} reload={report.reload} /> : report.status === 'failed' ? <LoadFailed retry={report.reload} /> : <Loading />}
    </>
  );
}

function Report({ report, reload }: { report: VoteAnomalies; reload: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [annulling, setAnnulling] = useState<AnomalyFlag | null>(null);
  const [done, setDone] = useState('');
  const unknown = t('voteIntegrity.unknown');
  return (
    <div className={table.page}>
      <p className={admin.muted}>{t('voteIntegrity.intro')}</p>
      <p>{t('voteIntegrity.total', { votes: report.total.votes, annulled: report.total.annulled })}</p>
      <section aria-labelledby="vote-flags">
        <h2 id="vote-flags">{t('voteIntegrity.flags')}</h2>
        <p role="status">{done}</p>
        {report.flags.length === 0 ? (
          <p>{t('voteIntegrity.noFlags')}</p>
        ) : (
          <ul className={styles.flags}>
            {report.flags.map((flag) => (
              <Flag key={`${flag.rule}-${flag.subnet ?? flag.finalistId}-${flag.from}`} flag={flag} annul={() => setAnnulling(flag)} />
            ))}
          </ul>
        )}
      </section>
      <div className={table.tables}>
        <Counts caption={t('voteIntegrity.perFilm')} head={t('voteIntegrity.film')} rows={report.perFilm.map((r) => ({ key: String(r.finalistId), ...r }))} />
        <Counts caption={t('voteIntegrity.perChannel')} head={t('voteIntegrity.channel')} rows={report.perChannel.map((r) => ({ key: r.channel ? t(`voteIntegrity.channelName.${r.channel}`) : unknown, ...r }))} />
        <Counts
          caption={t('voteIntegrity.perSubnet')}
          head={t('voteIntegrity.subnet')}
          rows={report.perSubnet.map((r) => ({ key: r.subnet ?? unknown, ...r }))}
          note={report.subnetsLeftOut > 0 ? t('voteIntegrity.subnetsLeftOut', { n: report.subnetsLeftOut }) : null}
        />
        <Counts
          caption={t('voteIntegrity.perMinute')}
          head={t('voteIntegrity.minute')}
          rows={report.perMinute.map((r) => ({ key: hongKongLocal(r.minute).replace('T', ' '), ...r }))}
          note={report.minutesLeftOut > 0 ? t('voteIntegrity.minutesLeftOut', { n: report.minutesLeftOut }) : null}
        />
      </div>
      {annulling && (
        <AnnulBurstDialog
          flag={annulling}
          onClose={() => setAnnulling(null)}
          onDone={() => {
            setDone(t('voteIntegrity.annulled', { n: annulling.seqs.length }));
            reload();
          }}
        />
      )}
    </div>
  );
}

function Flag({ flag, annul }: { flag: AnomalyFlag; annul: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const why =
    flag.rule === 'subnetBurst'
      ? t('voteIntegrity.why.subnetBurst', { subnet: flag.subnet, peak: flag.peak, limit: flag.limit })
      : t('voteIntegrity.why.filmSpike', { film: flag.finalistId, peak: flag.peak, limit: flag.limit, median: flag.median });
  const settled = flag.seqs.length === 0;
  return (
    <li className={`${styles.flag} ${settled ? styles.settled : ''}`}>
      <div>
        <h3>{t(`voteIntegrity.rule.${flag.rule}`)}</h3>
        <p>{why}</p>
        <p className={admin.muted}>{t('voteIntegrity.when', { from: formatInstant(flag.from, language), to: formatInstant(flag.to, language) })}</p>
        <p className={styles.seqs}>{t('voteIntegrity.seqs', { n: flag.seqs.length, annulled: flag.annulledSeqs.length, seqs: flag.seqs.join(', ') })}</p>
      </div>
      {settled ? (
        <p>{t('voteIntegrity.allAnnulled')}</p>
      ) : (
        <button type="button" className={admin.button} onClick={annul}>
          {t('voteIntegrity.annulBurst')}
        </button>
      )}
    </li>
  );
}

interface RangeValues {
  /** `datetime-local` values, Hong Kong time (as every time the back office shows). */
  from: string;
  to: string;
}

/** A time range for the whole report (counts and rules); empty boxes are the whole season. */
function RangeForm({ onApply }: { onApply: (range: { from?: string; to?: string }) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const form = useCheckedForm<RangeValues>({
    defaultValues: { from: '', to: '' },
    problemOf: (values) => firstProblem<RangeValues>([{ field: 'to', ok: ({ from, to }) => !from || !to || from < to, message: { text: t('voteIntegrity.rangeRule') } }], values),
  });
  const { errors } = form.formState;
  const apply = ({ from, to }: RangeValues) => onApply({ ...(from ? { from: hongKongInstant(from) } : {}), ...(to ? { to: hongKongInstant(to) } : {}) });
  return (
    <form className={styles.range} onSubmit={(event) => void form.onSubmit(apply)(event)} noValidate aria-label={t('voteIntegrity.range')}>
      <div className={admin.field}>
        <label htmlFor={`${id}-from`} className={admin.label}>{t('voteIntegrity.from')}</label>
        <input id={`${id}-from`} type="datetime-local" className={admin.input} {...form.register('from')} />
      </div>
      <div className={admin.field}>
        <label htmlFor={`${id}-to`} className={admin.label}>{t('voteIntegrity.to')}</label>
        <input id={`${id}-to`} type="datetime-local" className={admin.input} aria-invalid={errors.to ? true : undefined} {...form.register('to')} />
        {errors.to?.message && <p className={admin.error}>{errors.to.message}</p>}
      </div>
      <div className={styles.rangeActions}>
        <button type="submit" className={admin.button}>{t('voteIntegrity.apply')}</button>
        <button
          type="button"
          className={admin.secondary}
          onClick={() => {
            form.reset({ from: '', to: '' });
            onApply({});
          }}
        >
          {t('voteIntegrity.wholeSeason')}
        </button>
      </div>
    </form>
  );
}

interface CountRow {
  key: string;
  votes: number;
  annulled: number;
}

function Counts({ caption, head, rows, note = null }: { caption: string; head: string; rows: CountRow[]; note?: ReactNode }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div className={`${table.scroll} ${styles.tall}`}>
      <table className={table.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col" className={table.number}>{t('voteIntegrity.votes')}</th>
            <th scope="col" className={table.number}>{t('voteIntegrity.annulledVotes')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.key}</th>
              <td className={table.number}>{row.votes}</td>
              <td className={table.number}>{row.annulled}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {note && <p className={admin.hint}>{note}</p>}
    </div>
  );
}
