import { useTranslation } from 'react-i18next';
import { getExam } from '@portal/shared/api';
import type { SlotProps } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/data';
import { useLanguageStore } from '@portal/shared/i18n';
import { DataPart } from '../../components/DataPart';
import * as styles from '../../components/competition.module.css';
import { COMPETITION_NAMESPACE } from '../../i18n/translations';
import { windowDays } from '../../lib/dates';

/**
 * Slot 'personalCenter.works': the team's contest and its work submission window (open or not, by the server's
 * clock). Works themselves come with the submission slice; until then the team has none.
 */
export default function WorksCard(_props: SlotProps) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const exam = useRemoteData(({ options }) => getExam({}, options), []);
  return (
    <DataPart data={exam}>
      {({ name, submission }) => (
        <>
          <p>
            <strong>{name}</strong>
          </p>
          {submission && (
            <p>
              {t('works.window', windowDays(submission, language))}{' '}
              <strong>{submission.open ? t('works.open') : t('works.notOpen')}</strong>
            </p>
          )}
          <p className={styles.muted}>{t('works.none')}</p>
        </>
      )}
    </DataPart>
  );
}
