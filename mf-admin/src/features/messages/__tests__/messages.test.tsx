import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BroadcastCount, BroadcastDetail, BroadcastSummary } from '@portal/contracts/admin-broadcasts';
import type { AdminMessage } from '@portal/contracts/admin-messages';
import { failure, ok, pageOf, type Handler } from '@portal/shared/testing';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { bodyOf, member, refuse, setupStaffApi, staffApi } from '../../../testing/staff-api';

// The Messages area (issue 26) against the staff API on the fixture server, in English: the broadcasts' list, the
// compose page (three languages, the audience's live count, the preview, the confirmed send with a step-up), a
// broadcast's report with its failed mails, and every message's delivery with "send again" for dead letters.
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

const EVERYONE = { groups: [], registrationStatuses: [], worksStatuses: [], finalistsOnly: false };
const SUMMARY: BroadcastSummary = {
  id: 7,
  subject: 'The final is on 3 May',
  audience: { ...EVERYONE, groups: [1] },
  recipients: 12,
  optedOut: 1,
  sentBy: 'Ada organizer (staff #3)',
  sentAt: '2026-11-26T02:00:00Z',
  delivery: { delivered: 10, waiting: 1, failed: 1 },
};
const text = (subject: string) => ({ subject, body: `${subject}: details follow.` });
const DETAIL: BroadcastDetail = { ...SUMMARY, texts: { zhComplex: text('決賽'), zhSimple: text('决赛'), en: text('The final is on 3 May') } };
const DEAD: AdminMessage = {
  id: 41,
  kind: 'broadcast',
  channel: 'email',
  to: 'j***@example.org',
  lang: 'en',
  status: 'dead',
  attempts: 5,
  lastError: '550 mailbox unavailable',
  createdAt: '2026-11-26T02:00:00Z',
  nextAttemptAt: null,
  sentAt: null,
  broadcastId: 7,
};
const SENT: AdminMessage = { ...DEAD, id: 42, kind: 'signup-code', to: 'a***@example.org', status: 'sent', attempts: 1, lastError: null, sentAt: '2026-11-26T02:01:00Z', broadcastId: null };
const count = (recipients: number, optedOut = 0): BroadcastCount => ({ recipients, optedOut, byLanguage: { zhComplex: recipients, zhSimple: 0, en: 0 } });

function serve(overrides: Record<string, Handler> = {}) {
  api.server.use(
    staffApi(member('organizer'), {
      'GET /api/admin/broadcasts': ok((hit) => pageOf([SUMMARY], hit)),
      'GET /api/admin/broadcasts/7': ok(DETAIL),
      'POST /api/admin/broadcasts/audience': ok((hit) => ((bodyOf(hit) as { audience: { groups: number[] } }).audience.groups.length > 0 ? count(5, 1) : count(9))),
      'POST /api/admin/broadcasts/preview': ok((hit) => {
        const { texts } = bodyOf(hit) as { texts: Record<string, { subject: string; body: string }> };
        return Object.fromEntries(Object.entries(texts).map(([lang, t]) => [lang, { subject: `[${lang}] ${t.subject}`, text: `${t.body}\n\nUnsubscribe: https://example.invalid/unsubscribe`, html: null }]));
      }),
      'POST /api/admin/broadcasts': ok({ id: 7, recipients: 5, optedOut: 1 }),
      'GET /api/admin/messages': ok((hit) => pageOf(hit.query.status === 'dead' ? [DEAD] : [DEAD, SENT], hit)),
      'POST /api/admin/messages/41/retry': ok({ ...DEAD, status: 'queued' }),
      ...overrides,
    }),
  );
}

const hits = (method: string, path: string) => api.server.hits.filter((hit) => hit.method === method && hit.path === path);

async function fill(language: string, subject: string, body: string) {
  await userEvent.click(screen.getByRole('tab', { name: new RegExp(language) }));
  await userEvent.type(screen.getByLabelText(`Subject (${language})`), subject);
  await userEvent.type(screen.getByLabelText(`Message (${language})`), body);
}

test('an organizer finds the Messages area in the menu and the broadcasts sent with their delivery', async () => {
  serve();
  await renderAdmin('/admin/broadcasts');
  expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  const menu = screen.getByRole('navigation', { name: 'Back office menu' });
  expect(menu).toHaveTextContent('Messages: broadcasts');
  expect(menu).toHaveTextContent('Messages: deliveries');
  const table = await screen.findByRole('table', { name: 'Broadcasts sent, newest first' });
  await within(table).findByRole('link', { name: 'The final is on 3 May' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('10 / 1 / 1');
  expect(within(table).getByRole('link', { name: 'The final is on 3 May' })).toHaveAttribute('href', '/admin/broadcasts/7');
  expect(screen.getByRole('link', { name: 'New broadcast' })).toHaveAttribute('href', '/admin/broadcasts/new');
});

test('composing: the three languages, the live count, the preview, and a send confirmed with the count and a fresh factor', async () => {
  let sends = 0;
  serve({ 'POST /api/admin/broadcasts': (hit, res) => (sends++ === 0 ? refuse.stepUp() : ok({ id: 7, recipients: 5, optedOut: 1 }))(hit, res) });
  await renderAdmin('/admin/broadcasts/new');
  expect(await screen.findByRole('heading', { level: 1, name: 'New broadcast' })).toBeInTheDocument();
  const status = screen.getByRole('status');
  await waitFor(() => expect(status).toHaveTextContent('9 accounts will receive it'));

  // Nothing is sent while a language is empty: its tab opens on the first empty field.
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect((await screen.findAllByText('Subject (Traditional Chinese) is empty')).length).toBeGreaterThan(0);
  expect(screen.getByLabelText('Subject (Traditional Chinese)')).toHaveFocus();
  await fill('Traditional Chinese', '決賽', '決賽詳情');
  await fill('Simplified Chinese', '决赛', '决赛详情');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect((await screen.findAllByText('Subject (English) is empty')).length).toBeGreaterThan(0);
  expect(screen.getByRole('tab', { name: /English/ })).toHaveAttribute('aria-selected', 'true');
  await fill('English', '  The final  ', 'Details follow.');

  await userEvent.click(screen.getByRole('checkbox', { name: 'Secondary school' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Approved' }));
  await waitFor(() => expect(status).toHaveTextContent('5 accounts will receive it'));
  expect(status).toHaveTextContent('1 more unsubscribed and are left out.');
  const asked = hits('POST', '/api/admin/broadcasts/audience');
  expect(bodyOf(asked.at(-1)!)).toEqual({ audience: { groups: [1], registrationStatuses: ['passed'], worksStatuses: [], finalistsOnly: false } });

  await userEvent.click(screen.getByRole('button', { name: 'Show the preview' }));
  const preview = await screen.findByRole('region', { name: 'Preview' });
  for (const [name, subject] of [['Traditional Chinese', '[zhComplex] 決賽'], ['Simplified Chinese', '[zhSimple] 决赛'], ['English', '[en] The final']] as const) {
    expect(within(preview).getByRole('article', { name })).toHaveTextContent(`Subject: ${subject}`);
  }
  expect(sends).toBe(0);

  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  const question = await screen.findByRole('alertdialog', { name: 'Send this broadcast?' });
  expect(question).toHaveTextContent('It goes to 5 accounts now');
  expect(sends).toBe(0); // nothing before the confirm
  await userEvent.click(within(question).getByRole('button', { name: 'Send' }));
  const stepUp = await screen.findByRole('dialog', { name: 'Verify it is you again' });
  await userEvent.type(within(stepUp).getByLabelText('Six-digit code from the app'), '123456');
  await userEvent.click(within(stepUp).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/broadcasts/7'));
  const sent = hits('POST', '/api/admin/broadcasts');
  expect(sent).toHaveLength(2);
  expect(bodyOf(sent[1]!)).toEqual({
    texts: { zhComplex: { subject: '決賽', body: '決賽詳情' }, zhSimple: { subject: '决赛', body: '决赛详情' }, en: { subject: 'The final', body: 'Details follow.' } },
    audience: { groups: [1], registrationStatuses: ['passed'], worksStatuses: [], finalistsOnly: false },
  });
});

test("a refused send shows the server's words and stays on the page", async () => {
  serve({ 'POST /api/admin/broadcasts': failure(409, 'Nobody matches this audience (1 more unsubscribed); nothing was sent') });
  await renderAdmin('/admin/broadcasts/new');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('9 accounts'));
  await fill('Traditional Chinese', 'a', 'b');
  await fill('Simplified Chinese', 'a', 'b');
  await fill('English', 'a', 'b');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Nobody matches this audience (1 more unsubscribed); nothing was sent');
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/broadcasts/new');
});

test("a broadcast's report: delivered, waiting and failed, the failed mails with the reason, sent again", async () => {
  serve();
  await renderAdmin('/admin/broadcasts/7');
  expect(await screen.findByRole('heading', { level: 1, name: 'The final is on 3 May' })).toBeInTheDocument();
  expect(screen.getByTestId('delivered')).toHaveTextContent('10');
  expect(screen.getByTestId('waiting')).toHaveTextContent('1');
  expect(screen.getByTestId('failed')).toHaveTextContent('1');
  expect(screen.getByText(/Audience: Secondary school/)).toBeInTheDocument();
  const failed = await screen.findByRole('table', { name: 'Failed mails' });
  await within(failed).findByText('j***@example.org');
  expect(within(failed).getAllByRole('row')[1]).toHaveTextContent('j***@example.org');
  expect(within(failed).getAllByRole('row')[1]).toHaveTextContent('550 mailbox unavailable');
  const list = hits('GET', '/api/admin/messages');
  expect(list.at(-1)?.query).toMatchObject({ broadcast_id: '7', status: 'dead' });
  await userEvent.click(within(failed).getByRole('button', { name: 'Send message 41 again' }));
  await waitFor(() => expect(hits('POST', '/api/admin/messages/41/retry')).toHaveLength(1));
  await waitFor(() => expect(hits('GET', '/api/admin/broadcasts/7').length).toBeGreaterThan(1)); // counted again
});

test('deliveries: every message with its masked address, filtered by status and kind; only dead letters are sent again', async () => {
  serve();
  await renderAdmin('/admin/messages');
  const table = await screen.findByRole('table', { name: 'Messages, newest first' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Broadcast');
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Dead letter');
  expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Sign-up code');
  expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Delivered');
  expect(within(table).getAllByRole('button', { name: /again/ })).toHaveLength(1);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'dead');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'broadcast');
  await waitFor(() => expect(hits('GET', '/api/admin/messages').at(-1)?.query).toMatchObject({ status: 'dead', kind: 'broadcast' }));
});

test('a reviewer does not see the Messages area', async () => {
  api.server.use(staffApi(member('reviewer'), {}));
  await renderAdmin('/admin/broadcasts');
  expect(await screen.findByText('Your role does not open this page.')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Back office menu' })).not.toHaveTextContent('Messages');
});
