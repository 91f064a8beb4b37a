import type { UseFormRegisterReturn } from '@portal/shared/form';
import { Field } from './Field';

interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string };
  /** The password rule, shown under the new password at all times. */
  rule: string;
  /** The form's registrations of both fields. */
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
}

/** Choosing a new password (sign-up, password change): the password with the rule as its hint, then its confirmation. */
export function NewPasswordFields({ labels, rule, password, confirm, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <Field label={labels.password} type="password" autoComplete="new-password" {...password} hint={rule} error={errors.password} />
      <Field label={labels.confirm} type="password" autoComplete="new-password" {...confirm} error={errors.confirm} />
    </>
  );
}
