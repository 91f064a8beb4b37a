import { useId } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/results-texts'; // this page's texts come with it (not on the sign-in's first load)
import { fetchSheet, type Group } from './api';
import { ImportSheet } from './ImportSheet';
import { SheetView } from './SheetView';
import { Winners } from './Winners';
import * as styles from './scores.module.css';

const GROUPS = [1, 2] as const;

/** /admin/scores?group=N: one group at a time — import the jury's sheet, see it and whether it is complete, compute, publish. */
export default function ScoresPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const group: Group = params.get('group') === '2' ? 2 : 1;
  const sheet = useStaffData(`scores:${group}`, (signal) => fetchSheet(group, signal));
  useDocumentTitle(t('resource.scores'));
  return (
    <>
      <h1>{t('resource.scores')}</h1>
      <fieldset className={styles.groups}>
        <legend className={admin.legend}>{t('results.group')}</legend>
        {GROUPS.map((value) => (
          <label key={value} className={styles.groupChoice}>
            <input type="radio" name={`${id}-group`} value={value} checked={group === value} onChange={() => setParams({ group: String(value) }, { replace: true })} />
            {t(`results.groupName.${value}`)}
          </label>
        ))}
      </fieldset>
      {/* Each group's work starts afresh: a table computed for one group is never published for the other. */}
      <div key={group} className={styles.page}>
        <ImportSheet group={group} onImported={sheet.reload} />
        {sheet.data ? <SheetView sheet={sheet.data} /> : sheet.status === 'failed' ? <LoadFailed retry={sheet.reload} /> : <Loading />}
        <Winners group={group} />
      </div>
    </>
  );
}
