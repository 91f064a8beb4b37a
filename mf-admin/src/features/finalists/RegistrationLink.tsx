import { useId, useState, type FormEvent } from 'react';
import type { AdminFinalist } from '@portal/contracts/admin-results';
import { failureText } from '@portal/shared/form';
import { Link } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { adminPath } from '../../config/paths';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { linkRegistration, passedRegistrations } from './api';
import * as styles from './finalists.module.css';

/**
 * The registration the finalist is (its team: winner records then name the members): the group's passed
 * registrations to choose from, searched on the server, and the server's refusal in its words (another group, not
 * passed, already another finalist's).
 */
export function RegistrationLink({ finalist, onLinked }: { finalist: AdminFinalist; onLinked: (next: AdminFinalist) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState('');
  const passed = useStaffData(`passed:${finalist.group}:${asked}`, (signal) => passedRegistrations(finalist.group, asked, signal));
  const rows = passed.data?.lists ?? [];
  const [picked, setPicked] = useState('');
  // What was picked while it is among the choices; else the first choice.
  const chosen = rows.some((row) => String(row.id) === picked) ? picked : String(rows[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [linked, setLinked] = useState(false);

  const find = (event: FormEvent) => {
    event.preventDefault();
    setAsked(search.trim());
  };
  const link = async () => {
    if (!chosen) return;
    setBusy(true);
    setRefusal(null);
    setLinked(false);
    try {
      onLinked(await linkRegistration(finalist.id, Number(chosen)));
      setLinked(true);
    } catch (failure) {
      setRefusal(failureText(failure, t('finalists.linkFailed')));
    } finally {
      setBusy(false);
    }
  };

  const current = finalist.registration;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`}>{t('finalists.registration')}</h2>
      <p>
        {current ? (
          <>
            {t('finalists.linkedTo')} <Link to={`${adminPath('registrations')}/${current.id}`}>{t('finalists.registrationName', { id: current.id, team: current.teamName })}</Link>
          </>
        ) : (
          t('finalists.notLinked')
        )}
      </p>
      <form role="search" className={styles.find} onSubmit={find}>
        <label htmlFor={`${id}-search`} className={admin.label}>
          {t('finalists.findRegistration')}
        </label>
        <input id={`${id}-search`} type="search" className={admin.input} value={search} onChange={(event) => setSearch(event.target.value)} />
        <button type="submit" className={admin.secondary}>
          {t('table.searchSubmit')}
        </button>
      </form>
      <div className={styles.choose}>
        <div className={admin.field}>
          <label htmlFor={`${id}-choice`} className={admin.label}>
            {t('finalists.passedRegistrations', { group: t(`results.groupName.${finalist.group}`) })}
          </label>
          <select
            id={`${id}-choice`}
            className={admin.select}
            value={chosen}
            onChange={(event) => setPicked(event.target.value)}
            disabled={passed.status !== 'ready' || rows.length === 0}
            aria-describedby={`${id}-choices`}
          >
            {rows.map((row) => (
              <option key={row.id} value={row.id}>
                {t('finalists.registrationOption', { id: row.id, team: row.teamName, school: row.school ?? '—' })}
              </option>
            ))}
          </select>
          <p id={`${id}-choices`} className={admin.hint} role={passed.status === 'failed' ? 'alert' : undefined}>
            {passed.status === 'loading'
              ? t('app.loading')
              : passed.status === 'failed'
                ? t('table.failed')
                : rows.length === 0
                  ? t('finalists.noPassed')
                  : t('finalists.passedCount', { shown: rows.length, count: passed.data.count })}
          </p>
        </div>
        <button type="button" className={admin.button} onClick={() => void link()} disabled={busy || !chosen}>
          {t('finalists.link')}
        </button>
      </div>
      <p role="status">{linked ? t('finalists.linked') : ''}</p>
      {refusal && (
        <p role="alert" className={admin.notice}>
          {refusal}
        </p>
      )}
    </section>
  );
}
