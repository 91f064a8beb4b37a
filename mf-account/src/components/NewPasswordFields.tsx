import { Field } from './Field';

interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string };
  /** The password rule, shown under the new password at all times. */
  rule: string;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: { password?: string | null; confirm?: string | null };
}

/** Choosing a new password (sign-up, password change): the password with the rule as its hint, then its confirmation. */
export function NewPasswordFields({ labels, rule, password, confirm, onPassword, onConfirm, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <Field
        label={labels.password}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        hint={rule}
        error={errors.password}
      />
      <Field
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirm}
        error={errors.confirm}
      />
    </>
  );
}
