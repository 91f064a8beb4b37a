import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@portal/shared/i18n';
import { envelope, jsonBody, ok, reply, type Handler } from '@portal/shared/testing';
import { renderPage, setupVotingApi, startVisit, votingApi } from '../../../testing/voting-api';
import VotingPage from '../VotingPage';

// Issue 28: under pressure the API answers sendSms or verify with a proof-of-work challenge (429); the page solves
// it in a Web Worker (loaded only then — here the loader is replaced, jsdom has no workers), shows its progress in the
// visitor's language, and sends the same body again with `altcha`.

let finishSolving: (payload: string) => void = () => undefined;
let failSolving: () => void = () => undefined;
jest.mock('../challenge/solve', () => ({
  solveInWorker: (_challenge: unknown, onProgress: (attempts: number) => void) =>
    new Promise<string>((resolve, reject) => {
      onProgress(1234);
      finishSolving = resolve;
      failSolving = () => reject(new Error('gave up'));
    }),
}));

const t = setupVotingApi();

const CHALLENGE = {
  parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'aa', salt: 'bb', cost: 250, keyLength: 32, keyPrefix: 'cc', keySignature: 'dd', expiresAt: 1_900_000_000 },
  signature: 'ee',
};

/** The first request gets the challenge, the ones after it (with `altcha`) the normal answer. */
function underPressure(then: Handler): Handler {
  let asked = false;
  return (hit, res) => {
    if (asked) return then(hit, res);
    asked = true;
    reply(res, 429, envelope(0, { challenge: CHALLENGE }, 'busy', true));
  };
}

const TEXTS: Record<Language, { contact: string; send: string; solving: string; attempts: string; sent: string; failed: string }> = {
  zhComplex: { contact: '手機號碼或電郵地址', send: '發送驗證碼', solving: '目前投票請求較多，你的瀏覽器正在進行簡短的自動驗證…', attempts: '已嘗試 1234 次', sent: '驗證碼已發送', failed: '未能完成自動驗證，請重試' },
  zhSimple: { contact: '手机号码或邮箱地址', send: '发送验证码', solving: '目前投票请求较多，你的浏览器正在进行简短的自动验证…', attempts: '已尝试 1234 次', sent: '验证码已发送', failed: '未能完成自动验证，请重试' },
  en: { contact: 'Mobile number or e-mail address', send: 'Send code', solving: 'Many votes are arriving right now: your browser is doing a short automatic check…', attempts: '1234 tries so far', sent: 'Verification code sent', failed: 'The automatic check could not be completed, please try again' },
};

test.each(Object.keys(TEXTS) as Language[])('in %s: a challenge is solved with visible progress and the code is asked again with it', async (language) => {
  const text = TEXTS[language];
  startVisit({ language });
  t.server.use(votingApi({ 'POST /api/v1.work/sendSms': underPressure(ok({ resendAfter: 60, channel: 'sms' }, text.sent, true)) }));
  const user = userEvent.setup();
  renderPage(<VotingPage device="mobile" />, '/mobile/vote');
  await user.type(await screen.findByLabelText(text.contact), '9212 3456');
  await user.click(screen.getByRole('button', { name: text.send }));

  expect(await screen.findByRole('status')).toHaveTextContent(text.solving);
  expect(screen.getByText(text.attempts)).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: text.solving })).toBeInTheDocument();
  // The button waits while the browser works.
  expect(screen.getByRole('button', { name: text.send })).toBeDisabled();
  finishSolving('SOLVED');

  expect(await screen.findByText(text.sent)).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  const sends = t.server.hits.filter((hit) => hit.path === '/api/v1.work/sendSms').map(jsonBody);
  expect(sends).toEqual([{ contact: '9212 3456' }, { contact: '9212 3456', altcha: 'SOLVED' }]);
});

test('a challenge at the vote itself is solved and the vote sent again with it', async () => {
  startVisit({ language: 'en' });
  t.server.use(votingApi({ 'POST /api/v1.work/verify': underPressure(ok({ voteId: 42, seq: 7, hash: 'ab'.repeat(32), finalistId: 3 }, 'Vote successful', true)) }));
  const user = userEvent.setup();
  renderPage(<VotingPage device="mobile" />, '/mobile/vote');
  await user.click(await screen.findByRole('radio', { name: /Film 3/ }));
  await user.type(screen.getByLabelText(TEXTS.en.contact), '9212 3456');
  await user.click(screen.getByRole('button', { name: TEXTS.en.send }));
  await user.type(await screen.findByLabelText('Six-digit verification code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Vote' }));
  await screen.findByText(TEXTS.en.attempts);
  finishSolving('SOLVED-2');
  expect(await screen.findByRole('heading', { name: 'Vote successful' })).toBeInTheDocument();
  const votes = t.server.hits.filter((hit) => hit.path === '/api/v1.work/verify').map(jsonBody);
  expect(votes).toEqual([
    { contact: '9212 3456', code: '123456', workId: 3 },
    { contact: '9212 3456', code: '123456', workId: 3, altcha: 'SOLVED-2' },
  ]);
});

test('a challenge the browser cannot solve says so, and nothing is sent again', async () => {
  startVisit({ language: 'zhComplex' });
  t.server.use(votingApi({ 'POST /api/v1.work/sendSms': underPressure(ok({ resendAfter: 60, channel: 'sms' }, 'x', true)) }));
  const user = userEvent.setup();
  renderPage(<VotingPage device="mobile" />, '/mobile/vote');
  await user.type(await screen.findByLabelText(TEXTS.zhComplex.contact), '9212 3456');
  await user.click(screen.getByRole('button', { name: TEXTS.zhComplex.send }));
  await screen.findByText(TEXTS.zhComplex.attempts);
  failSolving();
  expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.zhComplex.failed);
  expect(t.server.hits.filter((hit) => hit.path === '/api/v1.work/sendSms')).toHaveLength(1);
});
