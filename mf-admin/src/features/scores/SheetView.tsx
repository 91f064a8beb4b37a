import { useId, useState } from 'react';
import type { ScoreSheetView } from '@portal/contracts/admin-results';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { formatMinute } from '../../lib/format';
import * as styles from './scores.module.css';

/** The sheet's header and a line per finalist and criterion for one judge: what the jury fills in (scores left empty). */
export function blankSheet(sheet: ScoreSheetView, judge: string): string {
  const lines = sheet.finalists.flatMap((finalist) => sheet.criteria.map((criterion) => `${judge},${finalist.id},${criterion.key},`));
  return ['judge,finalist,criterion,score', ...lines, ''].join('\n');
}

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/** The imported sheet of the group: whether compute can run, each judge's import, and one judge's scores at a time. */
export function SheetView({ sheet }: { sheet: ScoreSheetView }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const id = useId();
  const [picked, setPicked] = useState('');
  const judge = sheet.judges.some((entry) => entry.judge === picked) ? picked : (sheet.judges[0]?.judge ?? '');
  const criterion = (key: string) => t(`scores.criterion.${key}`, { defaultValue: key });
  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`}>{t('scores.sheetTitle')}</h2>
      <p className={sheet.complete ? styles.complete : styles.incomplete}>{sheet.complete ? t('scores.complete') : t('scores.incomplete')}</p>
      <p className={admin.hint}>
        {t('scores.criteria', { criteria: sheet.criteria.map((entry) => t('scores.criterionMax', { criterion: criterion(entry.key), max: entry.max })).join(t('results.listSeparator')) })}
      </p>
      <button type="button" className={admin.secondary} onClick={() => download(blankSheet(sheet, 'J1'), `score-sheet-group${sheet.group}-${sheet.season}.csv`)}>
        {t('scores.blankSheet')}
      </button>
      {sheet.judges.length === 0 ? (
        <p className={styles.empty}>{t('scores.noScores')}</p>
      ) : (
        <>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <caption>{t('scores.judges')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('scores.judge')}</th>
                  <th scope="col" className={styles.number}>{t('scores.scores')}</th>
                  <th scope="col" className={styles.number}>{t('scores.missing')}</th>
                  <th scope="col">{t('scores.importedAt')}</th>
                  <th scope="col">{t('scores.importedBy')}</th>
                </tr>
              </thead>
              <tbody>
                {sheet.judges.map((entry) => (
                  <tr key={entry.judge}>
                    <th scope="row">{entry.judge}</th>
                    <td className={styles.number}>{entry.scores}</td>
                    <td className={entry.missing > 0 ? styles.missing : styles.number}>{entry.missing}</td>
                    <td className={styles.nowrap}>{formatMinute(entry.importedAt, language)}</td>
                    <td>{entry.importedBy}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <JudgeScores sheet={sheet} judge={judge} onJudge={setPicked} criterion={criterion} />
        </>
      )}
    </section>
  );
}

function JudgeScores({ sheet, judge, onJudge, criterion }: { sheet: ScoreSheetView; judge: string; onJudge: (judge: string) => void; criterion: (key: string) => string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const score = (finalistId: number, key: string) => sheet.cells.find((cell) => cell.judge === judge && cell.finalistId === finalistId && cell.criterion === key)?.score;
  return (
    <>
      <div className={`${admin.field} ${styles.judgePick}`}>
        <label htmlFor={`${id}-judge`} className={admin.label}>
          {t('scores.showJudge')}
        </label>
        <select id={`${id}-judge`} className={admin.select} value={judge} onChange={(event) => onJudge(event.target.value)}>
          {sheet.judges.map((entry) => (
            <option key={entry.judge} value={entry.judge}>
              {entry.judge}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>{t('scores.judgeScores', { judge })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('scores.finalist')}</th>
              {sheet.criteria.map((entry) => (
                <th key={entry.key} scope="col" className={styles.number}>
                  {t('scores.criterionMax', { criterion: criterion(entry.key), max: entry.max })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sheet.finalists.map((finalist) => (
              <tr key={finalist.id}>
                <th scope="row">{t('scores.finalistName', { position: finalist.position, team: finalist.teamName, id: finalist.id })}</th>
                {sheet.criteria.map((entry) => {
                  const value = score(finalist.id, entry.key);
                  return (
                    <td key={entry.key} className={value === undefined ? styles.missing : styles.number}>
                      {value === undefined ? t('scores.none') : value}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
