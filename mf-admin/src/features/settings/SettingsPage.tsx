import { useState } from 'react';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/settings-texts'; // this page's texts come with it (not on the sign-in's first load)
import { formatInstant } from '../../lib/format';
import { fetchSettings, saveSettings } from './api';
import { SettingsForm } from './SettingsForm';
import * as styles from './settings.module.css';

/**
 * /admin/settings (editors and organizers, issue 25 point 3): the site settings every public page shows — contacts,
 * social links, questionnaire, AR link, intro video and the /c/N links — saved as runtime data: the next page load of
 * any visitor shows them.
 */
export default function SettingsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const record = useStaffData('settings', fetchSettings);
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  useDocumentTitle(t('resource.settings'));
  const stored = record.data;
  return (
    <>
      <h1>{t('resource.settings')}</h1>
      <p className={styles.intro}>{t('settings.intro')}</p>
      {stored ? (
        <>
          {stored.sample && <p className={styles.sample}>{t('settings.sample')}</p>}
          <p className={admin.muted}>
            {stored.updatedAt
              ? t('settings.version', { version: stored.version, at: formatInstant(stored.updatedAt, language) })
              : t('settings.versionStart', { version: stored.version })}
          </p>
          <SettingsForm
            stored={stored}
            savedVersion={savedVersion}
            onSave={async (body) => {
              const next = await saveSettings(body);
              setSavedVersion(next.version);
              record.replace(next);
            }}
            onReload={() => {
              setSavedVersion(null);
              record.reload();
            }}
          />
        </>
      ) : record.status === 'failed' ? (
        <LoadFailed retry={record.reload} />
      ) : (
        <Loading />
      )}
    </>
  );
}
