import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@portal/shared/i18n';
import { failure, ok } from '@portal/shared/testing';
import { openCount, renderPage, setupVotingApi, startVisit, votingApi } from '../../../testing/voting-api';
import VotingPage from '../VotingPage';

// Issue 28: the season's contact policy comes with GET /v1.work/voteCount, and the field follows it before the voter
// types — label, hint, keyboard and check. The server stays the judge (api/src/votes/contact-policy.ts).

const t = setupVotingApi();

const sends = () => t.server.hits.filter((hit) => hit.path === '/api/v1.work/sendSms').length;

function openWith(contacts: 'phone' | 'phoneOrEmail', language: Language = 'zhComplex') {
  startVisit({ language });
  t.server.use(votingApi({ 'GET /api/v1.work/voteCount': ok(openCount(contacts)) }));
  renderPage(<VotingPage device="mobile" />, '/mobile/vote');
}

test.each([
  ['zhComplex', '手機號碼', '本次投票只接受手機號碼。香港手機號碼毋須輸入區號。'],
  ['zhSimple', '手机号码', '本次投票只接受手机号码。香港手机号码无需输入区号。'],
  ['en', 'Mobile number', 'This vote takes mobile numbers only. Hong Kong mobile numbers need no country code.'],
] as const)('a phone-only season asks for a mobile number (%s)', async (language, label, hint) => {
  openWith('phone', language);
  const field = await screen.findByLabelText(label);
  expect(field).toHaveAttribute('type', 'tel');
  expect(field).toHaveAccessibleDescription(hint);
});

test('a phone-only season refuses an address before any code is asked for, and sends a number', async () => {
  openWith('phone');
  const user = userEvent.setup();
  const field = await screen.findByLabelText('手機號碼');
  await user.click(screen.getByRole('button', { name: '發送驗證碼' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('請輸入手機號碼');
  await user.type(field, 'ada@example.org');
  await user.click(screen.getByRole('button', { name: '發送驗證碼' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('本次投票只接受手機號碼驗證，請輸入手機號碼');
  expect(sends()).toBe(0);

  await user.clear(field);
  await user.type(field, '9212 3456');
  await user.click(screen.getByRole('button', { name: '發送驗證碼' }));
  expect(await screen.findByRole('button', { name: '60 秒後重新發送' })).toBeDisabled();
  expect(sends()).toBe(1);
});

test('a season that takes both asks for either and sends an address', async () => {
  openWith('phoneOrEmail', 'en');
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Mobile number or e-mail address');
  expect(field).toHaveAttribute('type', 'text');
  expect(field).toHaveAccessibleDescription('Hong Kong mobile numbers need no country code.');
  await user.type(field, 'ada@example.org');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByRole('button', { name: 'Resend after 60 s' })).toBeDisabled();
  expect(sends()).toBe(1);
});

test('when the policy cannot be read the form takes either, and the server judges', async () => {
  startVisit();
  t.server.use(
    votingApi({
      'GET /api/v1.work/voteCount': failure(500, 'boom', false),
      'POST /api/v1.work/sendSms': failure(400, '本次投票只接受手機號碼驗證，請輸入手機號碼'),
    }),
  );
  renderPage(<VotingPage device="mobile" />, '/mobile/vote');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('手機號碼或電郵地址'), 'ada@example.org');
  await user.click(screen.getByRole('button', { name: '發送驗證碼' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('本次投票只接受手機號碼驗證，請輸入手機號碼');
  expect(sends()).toBe(1);
});
