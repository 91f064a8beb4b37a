import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyQuestionThread } from '@portal/shared/contracts';
import { failure, findShown, jsonBody, ok } from '@portal/shared/testing';
import { accountApi, setupAccountApi, TEAM } from '../../../testing/account-api';
import { logInAs, renderAccount, resetSession } from '../../../testing/render';

// The personal center's questions page against a real local server: the thread as the API answers it, a question with
// a PDF (uploaded first, then named by its address), the form's checks before any request, and the server's refusal.

const t = setupAccountApi();

const ANSWERED: MyQuestionThread = {
  messages: [
    { id: 1, by: 'team', text: '隊伍可以有五人嗎？', createdAt: '2024-03-01T02:00:00.000Z', attachments: [] },
    { id: 2, by: 'staff', text: '不可以，每隊二至四人。', createdAt: '2024-03-01T04:00:00.000Z', attachments: [] },
  ],
  unread: 1,
  awaitingAnswer: false,
};

const SENT: MyQuestionThread = {
  messages: [
    ...ANSWERED.messages,
    { id: 3, by: 'team', text: '報名表見附件', createdAt: '2024-03-02T02:00:00.000Z', attachments: [{ id: 9, name: 'form.pdf', size: 2048, mime: 'application/pdf', image: false, uri: '/uploads/abc.pdf' }] },
  ],
  unread: 0,
  awaitingAnswer: true,
};

function open(device: 'pc' | 'mobile' = 'pc', thread: MyQuestionThread = ANSWERED, overrides = {}) {
  t.server.use(
    accountApi({
      'GET /api/question/thread': ok(thread),
      'POST /api/upload/image': ok({ uri: '/uploads/abc.pdf', uris: ['/uploads/abc.pdf'] }),
      'POST /api/question/add': ok(SENT, '問題已送出，主辦單位回覆後會以電郵通知你', true),
      ...overrides,
    }),
  );
  renderAccount(device === 'pc' ? '/pc/myQuestions' : '/mobile/personal-centered/questions');
}

const questionWrites = () => t.server.hits.filter((hit) => hit.method === 'POST');

beforeEach(() => {
  resetSession();
  logInAs({ id: 7, email: TEAM.email, members: [] }, 'token-7');
});

test.each(['pc', 'mobile'] as const)('shows the conversation with the organizers’ answer on %s', async (device) => {
  open(device);
  const conversation = await screen.findByRole('list', { name: '對話' });
  const items = within(conversation).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('你'), expect.stringContaining('主辦單位')]);
  expect(items[1]).toHaveTextContent('不可以，每隊二至四人。');
  expect(t.server.hits.find((hit) => hit.path === '/api/question/thread')?.headers.token).toBe('token-7');
});

test('a question with a PDF is uploaded, then sent naming the upload, and the thread shows it', async () => {
  open();
  await screen.findByRole('list', { name: '對話' });
  await userEvent.type(screen.getByLabelText('你的問題'), '報名表見附件');
  await userEvent.upload(screen.getByLabelText('附上檔案（可選）'), new File(['%PDF-1.4'], 'form.pdf', { type: 'application/pdf' }));
  await userEvent.click(screen.getByRole('button', { name: '送出問題' }));
  expect(await screen.findByText('問題已送出，主辦單位回覆後會以電郵通知你')).toBeInTheDocument();
  expect(questionWrites().map((hit) => hit.path)).toEqual(['/api/upload/image', '/api/question/add']);
  expect(jsonBody(questionWrites()[1]!)).toEqual({ content: '報名表見附件', files: ['/uploads/abc.pdf'] });
  expect(await screen.findByRole('link', { name: 'form.pdf' })).toHaveAttribute('href', '/uploads/abc.pdf');
  expect(screen.getByText('正在等待主辦單位回覆。')).toBeInTheDocument();
  expect(screen.getByLabelText('你的問題')).toHaveValue('');
});

test('an empty question and a file of another type are refused before any request', async () => {
  open('pc', { messages: [], unread: 0, awaitingAnswer: false });
  expect(await screen.findByText('暫時沒有提問，請在下面提問。')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '送出問題' }));
  await findShown('請輸入問題內容或附上檔案', 2);
  expect(screen.getByLabelText('你的問題')).toHaveAttribute('aria-invalid', 'true');
  await userEvent.upload(screen.getByLabelText('附上檔案（可選）'), new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
  await userEvent.click(screen.getByRole('button', { name: '送出問題' }));
  await findShown('附件只可以是圖片或 PDF', 2);
  expect(questionWrites()).toEqual([]);
});

test("the server's refusal shows beside the form", async () => {
  open('pc', ANSWERED, { 'POST /api/question/add': failure(400, '附件無效，請重新上傳') });
  await screen.findByRole('list', { name: '對話' });
  await userEvent.type(screen.getByLabelText('你的問題'), 'Hello');
  await userEvent.click(screen.getByRole('button', { name: '送出問題' }));
  await findShown('附件無效，請重新上傳', 2);
  expect(screen.getByLabelText('你的問題')).toHaveValue('Hello');
});
