import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { useSeason } from '@portal/shared/season';
import * as styles from '../../../components/competition.module.css';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';
import { formatDay } from '../../../lib/dates';

/**
 * SPEC §9, said where the data is given: what of the team the contest keeps and that it is destroyed within three
 * months after the results, by the season's day when the server has told it (GET /api/season, which the shell
 * loads); an answer without the day (an older page) gives the rule alone.
 */
export function PersonalDataNotice() {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const day = useSeason()?.personalDataUntil;
  return (
    <p className={styles.hint}>
      {day
        ? t('registration.personalDataBy', { date: formatDay(`${day}T00:00:00+08:00`, language) })
        : t('registration.personalData')}
    </p>
  );
}
