import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import * as styles from './account.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  /** Shown under the field at all times (the password rule). */
  hint?: string;
  /** The check that failed, next to the field and announced through aria-describedby. */
  error?: string | null;
  /** Next to the input on the same row (the "send code" button). */
  addon?: ReactNode;
}

/**
 * One labelled input with its hint and its error, both tied to it for assistive technology. The input takes the
 * form's registration (`{...register('email')}`: name, ref and handlers) like any other input attribute.
 */
export function Field({ label, hint, error, addon, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = (
    <input
      {...input}
      id={id}
      className={styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {addon ? (
        <div className={styles.row}>
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
