import { useId } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import type { Group } from '@portal/shared/contracts';
import * as styles from '../../../components/competition.module.css';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';
import { GROUPS } from '../groups';

/** Which group the team registers in; the page keeps the choice in the address (?group=). */
export function GroupChoice({ value, onChange }: { value: Group; onChange: (group: Group) => void }) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const name = useId();
  return (
    <fieldset className={styles.groups}>
      <legend className={styles.legend}>{t('group.legend')}</legend>
      {GROUPS.map((group) => (
        <label key={group} className={styles.choice}>
          <input type="radio" name={name} value={group} checked={value === group} onChange={() => onChange(group)} />
          {t(`group.${group}.name`)}
        </label>
      ))}
    </fieldset>
  );
}
