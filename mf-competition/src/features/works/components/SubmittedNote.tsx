import { useEffect, useRef } from 'react';
import { Link } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import type { Device } from '@portal/shared/contracts';
import * as styles from '../../../components/competition.module.css';
import { personalCenterPath } from '../../../config/paths';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';

/** "Your work is submitted", focused so that it is read out, and the way back to the personal center. */
export function SubmittedNote({ device }: { device: Device }) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => note.current?.focus(), []);
  return (
    <div className={styles.success}>
      <p ref={note} tabIndex={-1} role="status">
        {t('works.submitted')}
      </p>
      <Link className={styles.link} to={personalCenterPath(device)}>
        {t('works.backToCenter')}
      </Link>
    </div>
  );
}
