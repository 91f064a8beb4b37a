import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSeason } from '@portal/shared/season';
import { failure, findShown, jsonBody, seasonState } from '@portal/shared/testing';
import { FILMS, RECEIPT, renderPage, setupVotingApi, startVisit, votingApi } from '../../../testing/voting-api';
import VotingPage from '../VotingPage';

const t = setupVotingApi();

function open(device: 'pc' | 'mobile' = 'mobile') {
  return renderPage(<VotingPage device={device} />, device === 'pc' ? '/pc/secondCompetition' : '/mobile/vote');
}

/** Pick a film, send a code to the contact, enter the code and vote. */
async function vote(user: ReturnType<typeof userEvent.setup>, code = '123456') {
  await user.click(await screen.findByRole('radio', { name: /Film 3/ }));
  await user.type(screen.getByLabelText('手機號碼或電郵地址'), '9212 3456');
  await user.click(screen.getByRole('button', { name: '發送驗證碼' }));
  await user.type(await screen.findByLabelText('六位數字驗證碼'), code);
  await user.click(screen.getByRole('button', { name: '投票' }));
}

test('a visitor votes without logging in and sees the receipt with vote id and hash', async () => {
  startVisit();
  t.server.use(votingApi());
  const user = userEvent.setup();
  open();
  await vote(user);
  expect(await screen.findByRole('heading', { name: '投票成功' })).toBeInTheDocument();
  expect(screen.getByText(String(RECEIPT.voteId))).toBeInTheDocument();
  expect(screen.getByText(RECEIPT.hash)).toBeInTheDocument();
  expect(screen.getByText('你選擇了：Film 3')).toBeInTheDocument();
  const posts = t.server.hits.filter((hit) => hit.method === 'POST');
  expect(posts.map((hit) => [hit.path, jsonBody(hit)])).toEqual([
    ['/api/v1.work/sendSms', { contact: '9212 3456' }],
    ['/api/v1.work/verify', { contact: '9212 3456', code: '123456', workId: 3 }],
  ]);
});

/** An open voting page where a code has been sent to `contact` (no film chosen yet). */
async function codeSentTo(contact: string) {
  startVisit();
  t.server.use(votingApi());
  const user = userEvent.setup();
  open();
  await user.type(await screen.findByLabelText('手機號碼或電郵地址'), contact);
  await user.click(screen.getByRole('button', { name: '發送驗證碼' }));
  return user;
}

test('after a code is sent the button counts down from 60 s and cannot be pressed', async () => {
  await codeSentTo('voter@example.org');
  expect(await screen.findByRole('button', { name: '60 秒後重新發送' })).toBeDisabled();
});

test('a second vote of the same contact gets the server\'s "you have already voted", once, and no receipt', async () => {
  startVisit();
  t.server.use(votingApi({ 'POST /api/v1.work/verify': failure(409, '你已經投過票了') }));
  const user = userEvent.setup();
  open('pc');
  await vote(user);
  await findShown('你已經投過票了', 1);
  expect(screen.queryByRole('heading', { name: '投票成功' })).not.toBeInTheDocument();
});

test('a code that is not six digits is refused before anything is sent', async () => {
  startVisit();
  t.server.use(votingApi());
  const user = userEvent.setup();
  open();
  await vote(user, '12a4');
  expect(await screen.findByRole('alert')).toHaveTextContent('驗證碼只能是六位數字');
  expect(t.server.hits.some((hit) => hit.path === '/api/v1.work/verify')).toBe(false);
});

test('outside the voting window: "please vote within the specified time", the films, and no vote', async () => {
  startVisit({ votingOpen: false });
  t.server.use(votingApi());
  open();
  expect(await screen.findByText('請在指定時間內投票')).toBeInTheDocument();
  expect(await screen.findByText('Film 1')).toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '發送驗證碼' })).not.toBeInTheDocument();
});

test('the texts follow the language: English', async () => {
  startVisit({ language: 'en', votingOpen: false });
  t.server.use(votingApi());
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Public voting' })).toBeInTheDocument();
  expect(screen.getByText('Please vote within the specified time')).toBeInTheDocument();
});

async function shownOrder(): Promise<string[]> {
  const list = await screen.findByTestId('films');
  await within(list).findByText('Film 1');
  return within(list)
    .getAllByText(/^Film \d+$/)
    .map((node) => node.textContent ?? '');
}

test('the order is shuffled, stable across re-render and reload, and another seed gives another order', async () => {
  startVisit();
  t.server.use(votingApi());
  const first = open();
  const order = await shownOrder();
  expect([...order].sort()).toEqual(FILMS.map((film) => film.workTitle).sort());
  expect(order).not.toEqual(FILMS.map((film) => film.workTitle));
  first.unmount();
  // A reload in the same tab: same sessionStorage, same order.
  const second = open();
  expect(await shownOrder()).toEqual(order);
  second.unmount();
  // Another visitor: another seed, another order.
  sessionStorage.setItem('mf-voting.orderSeed', '12345');
  open();
  expect(await shownOrder()).not.toEqual(order);
});

test('the voting period reads as the days of the season file, its last day included', async () => {
  startVisit();
  // The season file's window is 1 February to 1 March (Hong Kong days): the API sends [1 Feb 00:00, 2 Mar 00:00).
  const season = seasonState({ now: '2024-02-15T02:00:00.000Z', offer: 'voting', votingOpen: true });
  const [films, university] = season.groups;
  setSeason({ ...season, groups: [{ ...films!, voting: { from: '2024-01-31T16:00:00.000Z', to: '2024-03-01T16:00:00.000Z', open: true } }, university!] });
  t.server.use(votingApi());
  open();
  expect(await screen.findByText('投票期：2024年2月1日 至 2024年3月1日（香港時間）')).toBeInTheDocument();
});

test('the vote form reports the first rule the server would break: the code before the film', async () => {
  const user = await codeSentTo('9212 3456');
  // No film chosen and a short code: the server checks the code first, and so does the form.
  await user.type(await screen.findByLabelText('六位數字驗證碼'), '123');
  await user.click(screen.getByRole('button', { name: '投票' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('驗證碼只能是六位數字');
  expect(screen.getByLabelText('六位數字驗證碼')).toHaveAttribute('aria-invalid', 'true');
  await findShown('驗證碼只能是六位數字', 2); // beside the form and as a toast

  await user.clear(screen.getByLabelText('六位數字驗證碼'));
  await user.type(screen.getByLabelText('六位數字驗證碼'), '123456');
  await user.click(screen.getByRole('button', { name: '投票' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('請先選擇一部短片');
  expect(t.server.hits.some((hit) => hit.path === '/api/v1.work/verify')).toBe(false);
});

test('"send code" with no contact asks for one and sends nothing', async () => {
  startVisit();
  t.server.use(votingApi());
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: '發送驗證碼' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('請輸入手機號碼或電郵地址');
  expect(screen.getByLabelText('手機號碼或電郵地址')).toHaveFocus();
  expect(t.server.hits.some((hit) => hit.path === '/api/v1.work/sendSms')).toBe(false);
});
