import type { BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { notify } from '@portal/shared/ui';
import { firstError, problemResolver, type FormProblem } from './checks';

export interface CheckedFormOptions<V extends FieldValues> {
  defaultValues: DefaultValues<V>;
  /** The first broken rule of the values, in the server's order (`(values) => firstProblem(checks, values)`). */
  problemOf: (values: V) => FormProblem<V> | null;
}

export interface SubmitOptions {
  /** Focuses a field by its path, for a form whose controls are not registered inputs (react-hook-form focuses those). */
  focus?: (field: string) => void;
}

export type CheckedForm<V extends FieldValues> = UseFormReturn<V> & {
  /**
   * The form's onSubmit: every check first — a problem is a warning toast (§8) and the same text beside its field,
   * which gets the focus, and nothing is sent — then `send` with the values, while `formState.isSubmitting` holds.
   */
  onSubmit: (send: SubmitHandler<V>, options?: SubmitOptions) => (event?: BaseSyntheticEvent) => Promise<unknown>;
  /** A problem found outside a submit (a part of the form sent on its own): reported the same way. */
  report: (problem: FormProblem<V>) => void;
};

/**
 * The state of every form of the remotes: react-hook-form, checked when it is sent by the rules the server applies,
 * one problem at a time. A problem stays until the form is sent again.
 */
export function useCheckedForm<V extends FieldValues>({ defaultValues, problemOf }: CheckedFormOptions<V>): CheckedForm<V> {
  const form = useForm<V>({ defaultValues, resolver: problemResolver(problemOf), mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const onSubmit: CheckedForm<V>['onSubmit'] = (send, options = {}) =>
    form.handleSubmit(send, (errors) => {
      const problem = firstError(errors);
      if (!problem) return;
      notify('warning', problem.text);
      options.focus?.(problem.field);
    });
  const report = ({ field, text }: FormProblem<V>) => {
    notify('warning', text);
    form.setError(field, { type: 'check', message: text }, { shouldFocus: true });
  };
  return { ...form, onSubmit, report };
}
