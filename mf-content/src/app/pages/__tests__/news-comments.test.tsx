import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/shared/auth';
import type { Comment, CommentBody } from '@portal/shared/contracts';
import { failure, jsonBody, ok, pageOf } from '@portal/shared/testing';
import { contentApi, setupContentApi } from '../../../testing/content-api';
import { comment } from '../../../testing/fixtures';
import { renderPage, resetSession } from '../../../testing/render';
import { NewsDetailPage } from '../DetailPages';

// The comments under "information details": list, form, login prompt, and text that stays text.
const t = setupContentApi();
let stored: Comment[];

beforeEach(() => {
  resetSession();
  stored = [comment(1, '第一條評論')];
  t.server.use(
    contentApi({
      'GET /api/comment/getArticleIdComment': ok((hit) => pageOf(stored, hit)),
      // Like the API: the new comment first, and the success message to show.
      'POST /api/comment/add': ok(
        (hit) => {
          const { content } = jsonBody(hit) as CommentBody;
          stored = [comment(stored.length + 1, content), ...stored];
          return stored[0];
        },
        '評論成功',
        true,
      ),
      // Like the API: the same thanks for a first and a repeated report, which the page says itself (show: false).
      'POST /api/comment/report': ok(null, '謝謝！主辦單位會查看這則評論。', false),
    }),
  );
});

const posts = () => t.server.hits.filter((hit) => hit.method === 'POST');
const commentLoads = () => t.server.hits.filter((hit) => hit.path === '/api/comment/getArticleIdComment');
const comments = () => screen.getByRole('region', { name: '評論' });

async function openLoggedIn() {
  act(() => useAuthStore.getState().logIn('token-7', { id: 7, email: 'dunes@example.org', teamName: 'Dunes', members: [] }));
  renderPage(<NewsDetailPage device="pc" />, '/pc/latestNewsDetail?id=7');
  const section = await screen.findByRole('region', { name: '評論' });
  return within(section).getByRole('textbox', { name: '發表評論' });
}

test('the comments of the article are listed, a page at a time', async () => {
  renderPage(<NewsDetailPage device="pc" />, '/pc/latestNewsDetail?id=7');
  expect(await screen.findByText('第一條評論')).toBeInTheDocument();
  expect(commentLoads()[0]?.query).toEqual({ article_id: '7', page_no: '1', page_size: '10' });
});

test('an empty comment is refused with a warning, and nothing reaches the server', async () => {
  const box = await openLoggedIn();
  await userEvent.type(box, '   ');
  await userEvent.click(within(comments()).getByRole('button', { name: '提交評論' }));
  expect(await screen.findByText('請輸入評論內容')).toBeInTheDocument();
  expect(posts()).toEqual([]);
});

test('a logged-in visitor’s comment reaches the server as typed, with the token; the list reloads', async () => {
  const box = await openLoggedIn();
  const text = '  沙漠綠化，\n從我做起！ ';
  await userEvent.type(box, text);
  await userEvent.click(within(comments()).getByRole('button', { name: '提交評論' }));

  expect(await screen.findByText('評論成功')).toBeInTheDocument(); // the server's own message
  expect(posts()).toHaveLength(1);
  expect(jsonBody(posts()[0]!)).toEqual({ articleId: 7, content: text });
  expect(posts()[0]?.headers.token).toBe('token-7');
  await waitFor(() => expect(within(comments()).getAllByRole('listitem')).toHaveLength(2));
  expect(within(comments()).getAllByRole('listitem')[0]).toHaveTextContent('沙漠綠化，');
  expect(commentLoads()).toHaveLength(2);
  expect(box).toHaveValue('');
});

test('a logged-out visitor gets no form but a way to log in', async () => {
  renderPage(<NewsDetailPage device="pc" />, '/pc/latestNewsDetail?id=7');
  await screen.findByText('第一條評論');
  expect(within(comments()).queryByRole('textbox')).not.toBeInTheDocument();
  expect(within(comments()).getByText(/登入後即可發表評論/)).toBeInTheDocument();
  const login = within(comments()).getByRole('link', { name: '前往登入' });
  expect(login).toHaveAttribute('href', '/pc/logIn');
  await userEvent.click(login);
  expect(await screen.findByText('請先登入')).toBeInTheDocument();
  expect(screen.getByTestId('elsewhere')).toHaveTextContent('/pc/logIn');
});

test('a comment that looks like markup is shown as text: no element is made from it', async () => {
  const markup = '<img src=x onerror=alert(1)>';
  stored = [comment(1, markup)];
  renderPage(<NewsDetailPage device="pc" />, '/pc/latestNewsDetail?id=7');
  expect(await screen.findByText(markup)).toBeInTheDocument();
  expect(comments().querySelector('img')).toBeNull();
});

const reports = () => t.server.hits.filter((hit) => hit.method === 'POST' && hit.path === '/api/comment/report');

test('a reply by the organizers carries their badge; a team’s comment does not', async () => {
  stored = [{ ...comment(2, '多謝支持，詳情見常見問題。'), author: '國際沙漠可持續發展大獎', byStaff: true }, comment(1, '第一條評論')];
  renderPage(<NewsDetailPage device="pc" />, '/pc/latestNewsDetail?id=7');
  await screen.findByText('多謝支持，詳情見常見問題。');
  const [staff, team] = within(comments()).getAllByRole('listitem');
  expect(within(staff!).getByText('主辦單位')).toBeInTheDocument();
  expect(staff).toHaveTextContent(/^國際沙漠可持續發展大獎主辦單位/);
  expect(within(team!).queryByText('主辦單位')).not.toBeInTheDocument();
});

test('a signed-out visitor reports a comment with a reason, is thanked, and a second report is thanked the same', async () => {
  renderPage(<NewsDetailPage device="pc" />, '/pc/latestNewsDetail?id=7');
  await userEvent.click(await within(await screen.findByRole('region', { name: '評論' })).findByRole('button', { name: '舉報 Team 1 的評論' }));
  let dialog = await screen.findByRole('dialog', { name: '舉報評論' });
  // No reason chosen: said beside the choices, nothing sent.
  await userEvent.click(within(dialog).getByRole('button', { name: '舉報' }));
  expect(await within(dialog).findByText('請選擇舉報原因')).toBeInTheDocument();
  expect(reports()).toEqual([]);
  await userEvent.click(within(dialog).getByRole('radio', { name: '垃圾訊息或廣告' }));
  await userEvent.click(within(dialog).getByRole('button', { name: '舉報' }));
  expect(await within(dialog).findByRole('status')).toHaveTextContent('謝謝！主辦單位會查看這則評論。');
  expect(reports()).toHaveLength(1);
  expect(jsonBody(reports()[0]!)).toEqual({ comment_id: 1, reason: 'spam' });
  expect(reports()[0]?.headers.token).toBeUndefined();
  await userEvent.click(within(dialog).getByRole('button', { name: '關閉' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.click(within(comments()).getByRole('button', { name: '舉報 Team 1 的評論' }));
  dialog = await screen.findByRole('dialog', { name: '舉報評論' });
  await userEvent.click(within(dialog).getByRole('radio', { name: '與文章無關' }));
  await userEvent.click(within(dialog).getByRole('button', { name: '舉報' }));
  expect(await within(dialog).findByRole('status')).toHaveTextContent('謝謝！主辦單位會查看這則評論。');
  expect(jsonBody(reports()[1]!)).toEqual({ comment_id: 1, reason: 'offTopic' });
});

test('a signed-in team’s report carries its token; a refusal shows the server’s words and keeps the dialog open', async () => {
  await openLoggedIn();
  t.server.use(
    contentApi({
      'GET /api/comment/getArticleIdComment': ok((hit) => pageOf(stored, hit)),
      'POST /api/comment/report': failure(429, '舉報太頻繁，請於 12 分鐘後再試'),
    }),
  );
  await userEvent.click(await within(comments()).findByRole('button', { name: '舉報 Team 1 的評論' }));
  const dialog = await screen.findByRole('dialog', { name: '舉報評論' });
  await userEvent.click(within(dialog).getByRole('radio', { name: '辱罵、騷擾或仇恨言論' }));
  await userEvent.click(within(dialog).getByRole('button', { name: '舉報' }));
  expect(await screen.findByText('舉報太頻繁，請於 12 分鐘後再試')).toBeInTheDocument();
  expect(reports()[0]?.headers.token).toBe('token-7');
  expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  expect(within(dialog).getByRole('radio', { name: '辱罵、騷擾或仇恨言論' })).toBeChecked();
});
