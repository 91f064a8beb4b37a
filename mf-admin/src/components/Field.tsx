import { useId, type InputHTMLAttributes } from 'react';
import * as styles from './admin.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  /** Shown under the field at all times (the password rule). */
  hint?: string;
  /** The check that failed, next to the field and announced through aria-describedby. */
  error?: string | null;
}

/** One labelled input with its hint and its error, both tied to it for assistive technology. */
export function Field({ label, hint, error, ...input }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input {...input} id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
