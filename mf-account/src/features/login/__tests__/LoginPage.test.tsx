import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { registerTranslations } from '@portal/shared/i18n';
import { ACCOUNT_NAMESPACE, accountTranslations } from '../../../i18n/translations';
import LoginPage from '../LoginPage';

registerTranslations(ACCOUNT_NAMESPACE, accountTranslations);

function renderLogin() {
  render(
    <MemoryRouter>
      <LoginPage device="pc" />
    </MemoryRouter>,
  );
}

test('asks for account and password when either is missing', async () => {
  renderLogin();
  await userEvent.click(screen.getByRole('button', { name: '登入' }));
  expect(screen.getByRole('alert')).toHaveTextContent('請輸入帳號和密碼');

  await userEvent.type(screen.getByLabelText('電郵地址'), 'team@example.org');
  await userEvent.click(screen.getByRole('button', { name: '登入' }));
  expect(screen.getByRole('alert')).toHaveTextContent('請輸入帳號和密碼');

  await userEvent.type(screen.getByLabelText('密碼'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: '登入' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('links to sign-up on the same device', () => {
  renderLogin();
  expect(screen.getByRole('link', { name: '未有帳戶？立即註冊' })).toHaveAttribute('href', '/pc/register');
});
