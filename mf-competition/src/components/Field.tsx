import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import * as styles from './competition.module.css';

interface FrameProps {
  /** The control's id: the label points at it, and the form focuses it when its check fails. */
  id: string;
  label: string;
  hint?: string;
  /** The check that failed, next to the field, announced, and tied to it through aria-describedby. */
  error?: string | null;
}

/** What the control needs from its frame: whether it is invalid and what describes it. */
export function controlProps({ id, hint, error }: Omit<FrameProps, 'label'>) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

/** Label, control, hint and error of one field. */
export function FieldFrame({ id, label, hint, error, children }: FrameProps & { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

export function TextField({ value, onChange, ...props }: FrameProps & InputProps & { value: string; onChange: (value: string) => void }) {
  const { id, label, hint, error, ...input } = props;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        {...input}
        {...controlProps({ id, hint, error })}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange' | 'className'>;

export function SelectField({
  value,
  onChange,
  options,
  ...props
}: FrameProps & SelectProps & { value: string; onChange: (value: string) => void; options: { value: string; label: string }[] }) {
  const { id, label, hint, error, ...select } = props;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        {...select}
        {...controlProps({ id, hint, error })}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
