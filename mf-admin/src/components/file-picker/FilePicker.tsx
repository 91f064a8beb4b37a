import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import * as styles from './file-picker.module.css';

interface FilePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'id'> {
  label: string;
  /** The check that failed, under the picker and announced through aria-describedby. */
  error?: string | null;
}

/**
 * A file input whose visible button and "no file" words are in the page's language (the browser's own are in its
 * interface's language, whatever the page's). The real input keeps the label and the keyboard focus; the button a
 * pointer clicks only opens it. Its texts are the results pages' (i18n/results-texts), which load with them.
 */
export const FilePicker = forwardRef<HTMLInputElement, FilePickerProps>(function FilePicker({ label, error, onChange, ...input }, ref) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const [name, setName] = useState('');
  return (
    <div className={admin.field}>
      <label htmlFor={id} className={admin.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          {...input}
          ref={ref}
          id={id}
          type="file"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.files?.[0]?.name ?? '');
            onChange?.(event);
          }}
        />
        {/* For the pointer only: the input itself takes the focus and the keys. */}
        <span aria-hidden="true" className={styles.button} onClick={() => document.getElementById(id)?.click()}>
          {t('results.chooseFile')}
        </span>
        <span className={styles.name}>{name || t('results.noFile')}</span>
      </div>
      {error && (
        <p id={`${id}-error`} className={admin.error}>
          {error}
        </p>
      )}
    </div>
  );
});
