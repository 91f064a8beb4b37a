import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminComment } from '@portal/contracts/admin-comments';
import { ok, pageOf, type Handler } from '@portal/shared/testing';
import { missingTranslationKeys } from '@portal/shared/i18n';
import { commentsTranslations } from '../../../i18n/comments-texts';
import { adminTranslations } from '../../../i18n/translations';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { COMMENTS, REPORTED, STAFF_REPLY } from '../../../testing/comments-fixtures';
import { bodyOf, member, refuse, setupStaffApi, staffApi } from '../../../testing/staff-api';

// The comments page against the staff API on the fixture server: the list with its reports and decisions, the state
// and article filters, hiding and restoring with a required reason, a reply as the organizers, and who sees the page.
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

const hits = (method: string, path: string) => api.server.hits.filter((hit) => hit.method === method && hit.path === path);

function serve(role: 'editor' | 'organizer' | 'reviewer' = 'editor', overrides: Record<string, Handler> = {}) {
  api.server.use(staffApi(member(role), { 'GET /api/admin/comments': ok((hit) => pageOf(COMMENTS, hit)), ...overrides }));
}

async function openPage() {
  await renderAdmin('/admin/comments');
  return screen.findByRole('table', { name: 'Comments, newest first, with their reports and decisions' });
}

test('the list shows each comment with its article, its reports by reason and its status; a staff reply says who wrote it', async () => {
  serve();
  const table = await openPage();
  const reported = await within(table).findByRole('row', { name: /Dune Team .*Buy cheap sand/ });
  expect(reported).toHaveTextContent('Reports: 3');
  expect(reported).toHaveTextContent('3 since the last decision');
  expect(within(reported).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Insults, harassment or hate: 1', 'Spam or advertising: 2']);
  expect(reported).toHaveTextContent('Visible');
  const hidden = within(table).getByRole('row', { name: /Call me on/ });
  expect(hidden).toHaveTextContent('Hidden');
  expect(hidden).toHaveTextContent(/Hidden by Eddie Editor, .*Names a phone number/);
  expect(within(hidden).getByRole('button', { name: 'Restore comment 40 by ab***@example.org' })).toBeInTheDocument();
  const reply = within(table).getByRole('row', { name: /Thanks, the answer is in the FAQ/ });
  expect(reply).toHaveTextContent('International Desert Sustainability AwardOrganizers');
  expect(reply).toHaveTextContent('Written by Eddie Editor');
  expect(reply).toHaveTextContent('None');
  expect(hits('GET', '/api/admin/comments')[0]?.query).toEqual({ page_no: '1', page_size: '20' });
});

test('the state filter and an article’s comments are asked of the server', async () => {
  serve();
  await openPage();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'reported');
  await waitFor(() => expect(hits('GET', '/api/admin/comments').at(-1)?.query).toMatchObject({ state: 'reported' }));
  // The filtered list is read again: wait for its rows before choosing from them.
  await userEvent.click((await screen.findAllByRole('button', { name: 'Show only the comments on “Registration opens”' }))[0]!);
  await waitFor(() => expect(hits('GET', '/api/admin/comments').at(-1)?.query).toEqual({ page_no: '1', page_size: '20', article_id: '7' }));
  expect(await screen.findByText('Comments on “Registration opens”')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Show every article' }));
  await waitFor(() => expect(hits('GET', '/api/admin/comments').at(-1)?.query).toEqual({ page_no: '1', page_size: '20' }));
});

test('hiding asks for a reason in a dialog that confirms, sends it trimmed, and reads the list again', async () => {
  serve('editor', { 'POST /api/admin/comments/41/hide': ok({ ...REPORTED, hidden: { action: 'hide', reason: 'Spam link', by: 'Ada editor', at: '2026-11-26T04:00:00Z' } } satisfies AdminComment, 'Comment hidden: visitors no longer see it', true) });
  await openPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Hide comment 41 by Dune Team' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hide this comment?' });
  expect(dialog).toHaveTextContent('Visitors will no longer see it, on desktop or phone.');
  expect(dialog).toHaveTextContent('Buy cheap sand at example.com!!!');
  // A reason is required, checked before anything is sent.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Hide the comment' }));
  expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Reason (staff only)'), 'x'.repeat(501));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Hide the comment' }));
  expect(await within(dialog).findByText('A reason can have at most 500 characters')).toBeInTheDocument();
  expect(hits('POST', '/api/admin/comments/41/hide')).toHaveLength(0);
  await userEvent.clear(within(dialog).getByLabelText('Reason (staff only)'));
  await userEvent.type(within(dialog).getByLabelText('Reason (staff only)'), '  Spam link  ');
  const reads = hits('GET', '/api/admin/comments').length;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Hide the comment' }));
  expect(await screen.findByText('Comment hidden: visitors no longer see it')).toBeInTheDocument();
  expect(bodyOf(hits('POST', '/api/admin/comments/41/hide')[0]!)).toEqual({ reason: 'Spam link' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(hits('GET', '/api/admin/comments').length).toBeGreaterThan(reads));
});

test('a refusal shows the server’s words in the dialog, which stays; cancel sends nothing', async () => {
  serve('organizer', { 'POST /api/admin/comments/40/restore': refuse.failure(409, 'This comment is not hidden: there is nothing to restore') });
  await openPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Restore comment 40 by ab***@example.org' }));
  let dialog = await screen.findByRole('dialog', { name: 'Restore this comment?' });
  await userEvent.type(within(dialog).getByLabelText('Reason (staff only)'), 'Fine after all');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Restore the comment' }));
  expect(await within(dialog).findByText('This comment is not hidden: there is nothing to restore', { selector: 'p' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Hide comment 41 by Dune Team' }));
  dialog = await screen.findByRole('dialog', { name: 'Hide this comment?' });
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(hits('POST', '/api/admin/comments/41/hide')).toHaveLength(0);
});

test('a reply goes on the comment’s article as the organizers', async () => {
  serve('editor', { 'POST /api/admin/articles/7/comments': ok(STAFF_REPLY, 'Reply posted as the organizers', true) });
  await openPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Reply as the organizers on “Registration opens” (comment 41)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reply as the organizers' });
  expect(dialog).toHaveTextContent('visitors do not see your name');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Post the reply' }));
  expect(await within(dialog).findByText('Please write the reply')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Reply'), 'Thanks, the answer is in the FAQ.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Post the reply' }));
  expect(await screen.findByText('Reply posted as the organizers')).toBeInTheDocument();
  expect(bodyOf(hits('POST', '/api/admin/articles/7/comments')[0]!)).toEqual({ content: 'Thanks, the answer is in the FAQ.' });
});

test('the page speaks the staff member’s language', async () => {
  resetStaff({ token: 'staff-1', language: 'zhComplex' });
  serve();
  await renderAdmin('/admin/comments');
  expect(await screen.findByRole('heading', { level: 1, name: '評論' })).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: '評論（由新至舊），連同舉報及處理記錄' })).toBeInTheDocument();
  expect(await screen.findByText('垃圾訊息或廣告：2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '隱藏 Dune Team 的評論 41' })).toBeInTheDocument();
});

test('a reviewer does not see the page in the menu, and the page says the role cannot open it', async () => {
  serve('reviewer');
  await renderAdmin('/admin/comments');
  expect(await screen.findByText('Your role does not open this page.')).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Back office menu' })).queryByRole('link', { name: 'Comments' })).toBeNull();
  expect(hits('GET', '/api/admin/comments')).toHaveLength(0);
});

test('an editor and an organizer find Comments in the menu', async () => {
  for (const role of ['editor', 'organizer'] as const) {
    resetStaff({ token: 'staff-1', language: 'en' });
    serve(role);
    const view = await renderAdmin('/admin/dashboard');
    expect(await within(await screen.findByRole('navigation', { name: 'Back office menu' })).findByRole('link', { name: 'Comments' })).toHaveAttribute('href', '/admin/comments');
    view.unmount();
  }
});

test('every text of the comments page is in the three languages, none shadowing a first-load text', () => {
  expect(missingTranslationKeys(commentsTranslations)).toEqual([]);
  const first = new Set(Object.keys(adminTranslations.en));
  expect(Object.keys(commentsTranslations.en).filter((key) => first.has(key))).toEqual([]);
});
