import type { ChangeEvent } from 'react';
import type { WorkStepInfo } from '@portal/shared/contracts';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { controlProps, FieldFrame } from '../../../components/Field';
import * as styles from '../../../components/competition.module.css';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';
import { formatBytes } from '../../../lib/format';
import { acceptAttribute, typesLabel } from '../file-types';

interface FileFieldProps {
  id: string;
  step: WorkStepInfo;
  file: File | null;
  error: string | null;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The work's file: the picker offers the step's types; the chosen file is named below it in the page's language. */
export function FileField({ id, step, file, error, onPick }: FileFieldProps) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const hint = t('works.form.fileHint', { types: typesLabel(step.accept), limit: formatBytes(step.maxBytes, language) });
  return (
    <FieldFrame id={id} label={t('works.form.file')} hint={hint} error={error}>
      <input {...controlProps({ id, hint, error })} type="file" accept={acceptAttribute(step.accept)} className={styles.file} onChange={onPick} />
      {file && <p className={styles.chosen}>{t('works.form.chosen', { name: file.name, size: formatBytes(file.size, language) })}</p>}
    </FieldFrame>
  );
}
