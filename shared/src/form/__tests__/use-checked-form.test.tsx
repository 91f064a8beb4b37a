import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterBody } from '@portal/shared/contracts';
import { firstProblem, registerChecks, useCheckedForm } from '@portal/shared/form';
import { i18n, I18nextProvider, useLanguageStore } from '@portal/shared/i18n';
import { findShown } from '@portal/shared/testing';
import { dismissNotices, UiHost } from '@portal/shared/ui';

// What every form of the remotes does with a broken rule: nothing is sent; the first problem is a warning toast and
// the same text beside its field, which gets the focus.

beforeEach(() =>
  act(() => {
    useLanguageStore.getState().setLanguage('zhComplex');
    dismissNotices();
  }),
);

function SignUp({ send }: { send: (values: RegisterBody) => void }) {
  const form = useCheckedForm<RegisterBody>({
    defaultValues: { email: '', code: '', password: '', confirmPassword: '' },
    problemOf: (values) => firstProblem(registerChecks('密碼規則'), values),
  });
  const { errors } = form.formState;
  const field = (name: keyof RegisterBody) => (
    <label>
      {name}
      <input {...form.register(name)} aria-invalid={errors[name] ? true : undefined} aria-description={errors[name]?.message} />
    </label>
  );
  return (
    <form onSubmit={(event) => void form.onSubmit(send)(event)} noValidate>
      {field('email')}
      {field('code')}
      {field('password')}
      {field('confirmPassword')}
      <button type="submit">send</button>
    </form>
  );
}

function renderForm() {
  const send = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <SignUp send={send} />
      <UiHost />
    </I18nextProvider>,
  );
  return send;
}

test('several broken rules: only the first, as a toast and beside its focused field; nothing is sent', async () => {
  const send = renderForm();
  await userEvent.type(screen.getByLabelText('email'), 'team@example.org');
  await userEvent.type(screen.getByLabelText('code'), '12345');
  await userEvent.type(screen.getByLabelText('password'), 'short');
  await userEvent.click(screen.getByRole('button', { name: 'send' }));
  await findShown('驗證碼只能是六位數字', 1); // the toast (the field's text is its description)
  expect(screen.getByLabelText('code')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('code')).toHaveFocus();
  expect(screen.getByLabelText('password')).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('密碼規則')).not.toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
});

test('when every rule holds the values go to the handler as typed', async () => {
  const send = renderForm();
  await userEvent.type(screen.getByLabelText('email'), 'team@example.org');
  await userEvent.type(screen.getByLabelText('code'), '123456');
  await userEvent.type(screen.getByLabelText('password'), 'desert sand dunes');
  await userEvent.type(screen.getByLabelText('confirmPassword'), 'desert sand dunes');
  await userEvent.click(screen.getByRole('button', { name: 'send' }));
  expect(send).toHaveBeenCalledTimes(1);
  expect(send.mock.calls[0]?.[0]).toEqual({
    email: 'team@example.org',
    code: '123456',
    password: 'desert sand dunes',
    confirmPassword: 'desert sand dunes',
  });
});
