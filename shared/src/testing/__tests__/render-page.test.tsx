import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuthStore } from '@portal/shared/auth';
import { i18n } from '@portal/shared/i18n';
import { renderPage, resetSession } from '@portal/shared/testing';

// The page-test helper every remote renders its pages with.

function Page() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>group {params.get('group')}</h1>
      <button type="button" onClick={() => setParams({ group: '2' })}>
        university
      </button>
      <Link to="/pc/logIn?from=news">log in</Link>
    </>
  );
}

test('a page opens at its URL; a query change shows in `location`, a followed link in `elsewhere`', async () => {
  renderPage(<Page />, '/pc/contestRegistration?group=1');
  expect(screen.getByRole('heading', { name: 'group 1' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/pc/contestRegistration?group=1');
  expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'university' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/pc/contestRegistration?group=2');

  await userEvent.click(screen.getByRole('link', { name: 'log in' }));
  expect(screen.getByTestId('elsewhere')).toHaveTextContent('/pc/logIn?from=news');
});

test('resetSession starts logged out in Traditional Chinese, or in the session and language it is given', () => {
  resetSession({ language: 'en', user: { id: 7, email: 'team@example.org', members: [] } });
  expect(useAuthStore.getState()).toMatchObject({ token: 'token-7', user: { id: 7 } });
  expect(i18n.language).toBe('en');

  resetSession();
  expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
  expect(i18n.language).toBe('zhComplex');
});
