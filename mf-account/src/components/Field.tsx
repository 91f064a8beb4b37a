import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import * as styles from './account.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field at all times (the password rule). */
  hint?: string;
  /** The check that failed, next to the field and announced through aria-describedby. */
  error?: string | null;
  /** Next to the input on the same row (the "send code" button). */
  addon?: ReactNode;
}

/** One labelled input with its hint and its error, both tied to it for assistive technology. */
export function Field({ label, value, onChange, hint, error, addon, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = (
    <input
      {...input}
      id={id}
      className={styles.input}
      value={value}
      onChange={(event) => onChange(event.target.value)}
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
