import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ExportRecords } from '../../components/export-records/ExportRecords';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/results-texts'; // this page's texts come with it (not on the sign-in's first load)
import { fetchExports } from './api';
import { ExportForm } from './ExportForm';
import * as styles from './exports.module.css';

/** /admin/exports: a group's registrations or works as CSV, and every export made (who, when, what, how many rows). */
export default function ExportsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const records = useStaffData('exports', fetchExports);
  useDocumentTitle(t('resource.exports'));
  return (
    <>
      <h1>{t('resource.exports')}</h1>
      <div className={styles.page}>
        <ExportForm onExported={records.reload} />
        <section aria-labelledby="exports-made">
          <h2 id="exports-made" className={styles.heading}>{t('exports.made')}</h2>
          <p className={admin.muted}>{t('exports.madeHint')}</p>
          {records.data ? <ExportRecords caption={t('exports.caption')} records={records.data} /> : records.status === 'failed' ? <LoadFailed retry={records.reload} /> : <Loading />}
        </section>
      </div>
    </>
  );
}
