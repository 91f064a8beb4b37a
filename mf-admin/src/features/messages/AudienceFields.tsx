import { useEffect, useState } from 'react';
import { BROADCAST_REGISTRATION_STATUSES, BROADCAST_WORKS_STATUSES, type BroadcastCount } from '@portal/contracts/admin-broadcasts';
import { useWatch, type CheckedForm } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { countAudience } from './api';
import { audienceOf, type ComposeValues } from './compose-values';
import * as styles from './messages.module.css';

/** The last answer and the audience it counted: another audience shows it as being counted again. */
type Answer = { key: string; count: BroadcastCount | null; failed: boolean };

/** The audience's filters and, below them, how many it reaches now (asked again a moment after each change). */
export function AudienceFields({ form, onCount }: { form: CheckedForm<ComposeValues>; onCount: (count: BroadcastCount | null) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [groups, registrationStatuses, worksStatuses, finalistsOnly] = useWatch({ control: form.control, name: ['groups', 'registrationStatuses', 'worksStatuses', 'finalistsOnly'] });
  const audience = audienceOf({ groups, registrationStatuses, worksStatuses, finalistsOnly });
  const key = JSON.stringify(audience);
  const [answer, setAnswer] = useState<Answer>({ key: '', count: null, failed: false });
  const counting = answer.key !== key;
  const state = { status: counting ? 'counting' : answer.failed ? 'failed' : 'ready', count: answer.count };

  useEffect(() => {
    const controller = new AbortController();
    // A moment after the last change, so ticking three boxes asks once.
    const timer = setTimeout(() => {
      countAudience(JSON.parse(key) as typeof audience, controller.signal).then(
        (count) => controller.signal.aborted || (setAnswer({ key, count, failed: false }), onCount(count)),
        () => controller.signal.aborted || (setAnswer((before) => ({ key, count: before.count, failed: true })), onCount(null)),
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the audience's value, not its identity
  }, [key]);

  const box = (name: 'groups' | 'registrationStatuses' | 'worksStatuses', value: string, label: string) => (
    <label key={value} className={styles.option}>
      <input type="checkbox" value={value} {...form.register(name)} />
      {label}
    </label>
  );
  return (
    <section className={styles.panel} aria-labelledby="audience-title">
      <h2 id="audience-title">{t('broadcasts.audience')}</h2>
      <p className={styles.facts}>{t('broadcasts.audienceHint')}</p>
      <div className={styles.filters}>
        <fieldset className={styles.filter}>
          <legend>{t('broadcasts.groups')}</legend>
          <div className={styles.options}>{['1', '2'].map((group) => box('groups', group, t(`broadcasts.group.${group}`)))}</div>
        </fieldset>
        <fieldset className={styles.filter}>
          <legend>{t('broadcasts.registrationStatuses')}</legend>
          <div className={styles.options}>{BROADCAST_REGISTRATION_STATUSES.map((status) => box('registrationStatuses', status, t(`broadcasts.registration.${status}`)))}</div>
        </fieldset>
        <fieldset className={styles.filter}>
          <legend>{t('broadcasts.worksStatuses')}</legend>
          <div className={styles.options}>{BROADCAST_WORKS_STATUSES.map((status) => box('worksStatuses', status, t(`broadcasts.works.${status}`)))}</div>
        </fieldset>
        <label className={styles.option}>
          <input type="checkbox" {...form.register('finalistsOnly')} />
          {t('broadcasts.finalistsOnly')}
        </label>
      </div>
      <div className={styles.count} role="status" aria-live="polite" aria-atomic="true" aria-busy={state.status === 'counting'}>
        {state.count ? <CountText count={state.count} /> : <p className={styles.countNumber}>{t(state.status === 'failed' ? 'broadcasts.countFailed' : 'broadcasts.counting')}</p>}
      </div>
    </section>
  );
}

function CountText({ count }: { count: BroadcastCount }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const headline = count.recipients === 0 ? t('broadcasts.countNone') : count.recipients === 1 ? t('broadcasts.countOne') : t('broadcasts.count', { count: count.recipients });
  return (
    <>
      <p className={styles.countNumber}>{headline}</p>
      {count.recipients > 0 && <p className={styles.countNote}>{t('broadcasts.byLanguage', count.byLanguage)}</p>}
      {count.optedOut > 0 && <p className={styles.countNote}>{t('broadcasts.optedOut', { count: count.optedOut })}</p>}
    </>
  );
}
