import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminQuestionSummary, AdminQuestionThread } from '@portal/contracts/admin-questions';
import { missingTranslationKeys } from '@portal/shared/i18n';
import { ok, pageOf, type Handler } from '@portal/shared/testing';
import { questionsTranslations } from '../../../i18n/questions-texts';
import { adminTranslations } from '../../../i18n/translations';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { fileLinks } from '../../../testing/review-fixtures';
import { bodyOf, member, setupStaffApi, staffApi } from '../../../testing/staff-api';

// The questions pages against the staff API on the fixture server: the inbox (unanswered first, as the server orders
// it), a thread with the team's context and a file opened through a file link, an answer, an FAQ draft that opens in
// the editor, and what each role sees.
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

const TEAM = { userId: 3, teamName: 'Dune Team', email: 'dune@example.org', group: 1 as const, registrationId: 12, registrationStatus: 'passed' as const };
const SUMMARY: AdminQuestionSummary = { id: 5, team: TEAM, lang: 'zhSimple', awaitingAnswer: true, messageCount: 1, excerpt: 'Can we have five members?', lastMessageAt: '2026-11-26T02:00:00Z', answeredAt: null };
const THREAD: AdminQuestionThread = {
  ...SUMMARY,
  messages: [{ id: 31, by: 'team', staffName: null, text: 'Can we have five members?', createdAt: '2026-11-26T02:00:00Z', attachments: [{ id: 4, name: 'form.pdf', size: 2048, mime: 'application/pdf', image: false, path: '/api/admin/questions/5/attachments/4' }] }],
};
const ANSWERED: AdminQuestionThread = {
  ...THREAD,
  awaitingAnswer: false,
  messageCount: 2,
  messages: [...THREAD.messages, { id: 32, by: 'staff', staffName: 'Ada organizer', text: 'No: two to four.', createdAt: '2026-11-26T03:00:00Z', attachments: [] }],
};

const hits = (method: string, path: string) => api.server.hits.filter((hit) => hit.method === method && hit.path === path);

function serve(role: 'organizer' | 'reviewer' | 'editor' | 'judge' = 'organizer', overrides: Record<string, Handler> = {}) {
  api.server.use(
    staffApi(member(role), {
      'GET /api/admin/questions': ok((hit) => pageOf([SUMMARY, { ...SUMMARY, id: 6, awaitingAnswer: false, team: { ...TEAM, teamName: 'Oasis' } }], hit)),
      'GET /api/admin/questions/5': ok(THREAD),
      'POST /api/admin/questions/5/answer': ok(ANSWERED, 'Answered; the team is told by e-mail', true),
      'POST /api/admin/questions/5/messages/32/faq-draft': ok({ articleId: 77 }, 'FAQ draft created', true),
      'POST /api/admin/file-links': fileLinks,
      ...overrides,
    }),
  );
}

test('the inbox lists the threads with the team and its registration, and filters the unanswered on the server', async () => {
  serve('reviewer');
  await renderAdmin('/admin/questions');
  const table = await screen.findByRole('table', { name: 'Question threads, the unanswered first' });
  const row = await within(table).findByRole('row', { name: /Dune Team/ });
  expect(row).toHaveTextContent('Unanswered');
  expect(row).toHaveTextContent('Secondary school · Registration approved');
  expect(within(row).getByRole('link', { name: 'Can we have five members?' })).toHaveAttribute('href', '/admin/questions/5');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'unanswered');
  await waitFor(() => expect(hits('GET', '/api/admin/questions').at(-1)?.query).toMatchObject({ state: 'unanswered' }));
});

test('an organizer reads the thread, opens its file through a file link, and answers', async () => {
  serve('organizer');
  await renderAdmin('/admin/questions/5');
  expect(await screen.findByRole('heading', { name: 'Thread 5: Dune Team', level: 1 })).toBeInTheDocument();
  const team = screen.getByRole('region', { name: 'The team' });
  expect(team).toHaveTextContent('dune@example.org');
  expect(team).toHaveTextContent('Simplified Chinese');
  const file = await screen.findByRole('link', { name: /form\.pdf/ });
  expect(file.getAttribute('href')).toMatch(/^\/api\/admin\/questions\/5\/attachments\/4\?link=/);
  expect(bodyOf(hits('POST', '/api/admin/file-links')[0]!)).toEqual({ path: '/api/admin/questions/5/attachments/4' });
  const answer = screen.getByLabelText('Your answer');
  await userEvent.click(screen.getByRole('button', { name: 'Send the answer and tell the team' }));
  expect(await screen.findAllByText('Please write the answer')).not.toHaveLength(0);
  expect(hits('POST', '/api/admin/questions/5/answer')).toHaveLength(0);
  await userEvent.type(answer, 'No: two to four.');
  await userEvent.click(screen.getByRole('button', { name: 'Send the answer and tell the team' }));
  expect(await screen.findByText('No: two to four.', { selector: 'p' })).toBeInTheDocument();
  expect(bodyOf(hits('POST', '/api/admin/questions/5/answer')[0]!)).toEqual({ content: 'No: two to four.' });
  expect(screen.getByRole('region', { name: 'The team' })).toHaveTextContent('Answered');
});

test('an editor makes an FAQ draft from an answer after a confirm and lands in the editor; it neither answers nor opens files', async () => {
  serve('editor', { 'GET /api/admin/questions/5': ok(ANSWERED), 'GET /api/admin/articles/77': ok(null) });
  await renderAdmin('/admin/questions/5');
  await screen.findByRole('heading', { name: 'Thread 5: Dune Team', level: 1 });
  expect(screen.queryByLabelText('Your answer')).toBeNull();
  expect(screen.queryByRole('link', { name: /form\.pdf/ })).toBeNull();
  expect(screen.getByText(/only organizers and reviewers may open it/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Make FAQ draft' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Make an FAQ draft from this answer?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create the draft' }));
  await waitFor(() => expect(hits('POST', '/api/admin/questions/5/messages/32/faq-draft')).toHaveLength(1));
  await waitFor(() => expect(hits('GET', '/api/admin/articles/77')).toHaveLength(1));
  expect(hits('POST', '/api/admin/file-links')).toHaveLength(0);
});

test('a judge does not find Questions in the menu', async () => {
  serve('judge');
  await renderAdmin('/admin/questions');
  expect(await screen.findByText('Your role does not open this page.')).toBeInTheDocument();
  expect(hits('GET', '/api/admin/questions')).toHaveLength(0);
});

test('every text of the questions pages is in the three languages, none shadowing a first-load text', () => {
  expect(missingTranslationKeys(questionsTranslations)).toEqual([]);
  const first = new Set(Object.keys(adminTranslations.en));
  expect(Object.keys(questionsTranslations.en).filter((key) => first.has(key))).toEqual([]);
});
