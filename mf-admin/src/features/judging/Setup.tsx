import { useId } from 'react';
import type { AdminRound } from '@portal/contracts/admin-judging-rounds';
import { useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import * as styles from './judging.module.css';

/** The round as the season file sets it: the rubric (max and weight), the minimum scores, the panels and judges. */
export function Setup({ round }: { round: AdminRound }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`}>{t('judging.setup')}</h2>
      <p>{t('judging.setupHint')}</p>
      <dl className={styles.facts}>
        <dt>{t('judging.minScores')}</dt>
        <dd>{t('judging.minScoresValue', { n: round.minScores })}</dd>
        {round.kind === 'screening' && (
          <>
            <dt>{t('judging.shortlistSize')}</dt>
            <dd>{round.shortlist ?? '—'}</dd>
          </>
        )}
      </dl>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>{t('judging.rubric')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('judging.criterion')}</th>
              <th scope="col" className={styles.number}>{t('judging.max')}</th>
              <th scope="col" className={styles.number}>{t('judging.weight')}</th>
              <th scope="col">{t('judging.part')}</th>
            </tr>
          </thead>
          <tbody>
            {round.rubric.map((item) => (
              <tr key={item.key}>
                <th scope="row">{item.title}</th>
                <td className={styles.number}>{item.max}</td>
                <td className={styles.number}>{item.weight}</td>
                <td>{item.part ? t(`judging.partName.${item.part}`) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>{round.panels.length > 0 ? t('judging.judgesByPanel') : t('judging.judgesAll')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('judging.judge')}</th>
              <th scope="col">{t('judging.email')}</th>
              <th scope="col">{t('judging.panel')}</th>
            </tr>
          </thead>
          <tbody>
            {round.judges.length === 0 ? (
              <tr>
                <td colSpan={3}>{t('judging.noJudges')}</td>
              </tr>
            ) : (
              round.judges.map((judge) => (
                <tr key={judge.staffId}>
                  <th scope="row">{judge.name}</th>
                  <td>{judge.email}</td>
                  <td>{judge.panel ?? '—'}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
