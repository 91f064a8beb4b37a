import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { missingTranslationKeys } from '@portal/shared/i18n';
import { envelope, ok, refusedUrl, reply, type Handler } from '@portal/shared/testing';
import { configureStaffHost, configureStaffTransport } from '../../../api/staff-client';
import { judgingDeskTranslations } from '../../../i18n/judging-desk-texts';
import { adminTranslations } from '../../../i18n/translations';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { fileLinks } from '../../../testing/review-fixtures';
import { bodyOf, member, setupStaffApi, staffApi } from '../../../testing/staff-api';
import { queuedCells } from '../score-queue';
import { DESK, ENTRY, FINALS, LOCKED_FINALS, NO_CONFLICTS, SCREENING } from './fixtures';

// The judge's desk against the staff API on the fixture server: the rounds and their entries, the sheet's submit and
// its refusal, the entry page's autosave (typed values in the PUT, a lost connection queued in localStorage and
// resent when the browser is back online, a refusal shown and not retried), conflicts, and blind review.
const api = setupStaffApi();
beforeEach(() => {
  localStorage.clear();
  resetStaff({ token: 'staff-1', language: 'en' });
});

const hits = (method: string, path: string) => api.server.hits.filter((hit) => hit.method === method && hit.path === path);
const SAVE = 'PUT /api/admin/judging/entries/102/scores';
const saved: Handler = ok((hit) => ({ entryId: 102, scores: (bodyOf(hit) as { scores: Record<string, number | null> }).scores, complete: false, savedAt: '2026-11-26T05:00:00Z' }));
/** A proxy's error page in front of a server that is down: no envelope, so no refusal either. */
const gatewayDown: Handler = (_hit, res) => {
  res.writeHead(502, { 'Content-Type': 'text/html' });
  res.end('<h1>Bad gateway</h1>');
};

function serve(overrides: Record<string, Handler> = {}) {
  api.server.use(
    staffApi(member('judge'), {
      'GET /api/admin/judging/desk': ok(DESK),
      'GET /api/admin/judging/conflicts': ok(NO_CONFLICTS),
      'GET /api/admin/judging/entries/102': ok(ENTRY),
      'POST /api/admin/file-links': fileLinks,
      [SAVE]: saved,
      ...overrides,
    }),
  );
}

test('the desk lists each round with its days, phase, sheet and progress, and each entry with its state', async () => {
  serve();
  await renderAdmin('/admin/judging-desk');
  const round = await screen.findByRole('region', { name: 'First round' });
  expect(round).toHaveTextContent('Open');
  expect(round).toHaveTextContent('Sheet: draft');
  expect(round).toHaveTextContent('1 of 3 scored');
  const entries = within(round).getByRole('list', { name: 'Entries of First round' });
  expect(within(entries).getByRole('link', { name: 'Entry 1 Scored' })).toHaveAttribute('href', '/admin/judging-desk/101');
  expect(within(entries).getByRole('link', { name: 'Entry 2 In progress' })).toBeInTheDocument();
  expect(within(entries).getByRole('link', { name: 'Entry 3 Not started' })).toBeInTheDocument();
  // Not every entry is complete: no submit yet.
  expect(within(round).getByRole('button', { name: 'Submit sheet' })).toBeDisabled();
  const finals = screen.getByRole('region', { name: 'Finals' });
  expect(finals).toHaveTextContent('The organizers reopened your sheet: Entry 4 was scored on the wrong scale');
  expect(within(finals).getByRole('button', { name: 'Submit sheet' })).toBeEnabled();
});

test('submitting a complete sheet confirms first, then shows it locked', async () => {
  let submitted = false;
  serve({
    'GET /api/admin/judging/desk': ok(() => ({ rounds: [SCREENING, submitted ? LOCKED_FINALS : FINALS] })),
    'POST /api/admin/judging/rounds/1/finals/submit': ok(() => {
      submitted = true;
      return { group: 1, round: 'finals', submittedAt: '2026-11-26T04:00:00Z', hash: 'ab'.repeat(32), entries: 2 };
    }),
  });
  await renderAdmin('/admin/judging-desk');
  const finals = await screen.findByRole('region', { name: 'Finals' });
  await userEvent.click(within(finals).getByRole('button', { name: 'Submit sheet' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Submit this sheet?' });
  expect(dialog).toHaveTextContent('Submitting locks the sheet');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(hits('POST', '/api/admin/judging/rounds/1/finals/submit')).toHaveLength(0);
  await userEvent.click(within(finals).getByRole('button', { name: 'Submit sheet' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Submit and lock' }));
  expect(await screen.findByText(/The sheet is locked\./)).toBeInTheDocument();
  expect(hits('POST', '/api/admin/judging/rounds/1/finals/submit')).toHaveLength(1);
  expect(within(screen.getByRole('region', { name: 'Finals' })).queryByRole('button', { name: 'Submit sheet' })).toBeNull();
  expect(screen.getByRole('region', { name: 'Finals' })).toHaveTextContent('Sheet: submitted');
});

test('a refused submit lists the entries still missing a score, with the server\'s words', async () => {
  serve({
    'POST /api/admin/judging/rounds/1/finals/submit': (_hit, res) =>
      reply(res, 409, envelope(0, { missing: [{ entryId: 202, number: 5, criteria: ['craft'] }] }, 'Entries are missing scores', true)),
  });
  await renderAdmin('/admin/judging-desk');
  const finals = await screen.findByRole('region', { name: 'Finals' });
  await userEvent.click(within(finals).getByRole('button', { name: 'Submit sheet' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Submit and lock' }));
  const alert = await within(finals).findByRole('alert');
  expect(alert).toHaveTextContent('Entries are missing scores');
  expect(within(alert).getByRole('link', { name: 'Entry 5' })).toHaveAttribute('href', '/admin/judging-desk/202');
});

test('a typed score is saved after a pause with the typed value, and the weighted total is the server\'s formula', async () => {
  serve();
  await renderAdmin('/admin/judging-desk/102');
  expect(await screen.findByRole('heading', { level: 1, name: 'Entry 2' })).toBeInTheDocument();
  const craft = screen.getByLabelText('Craft');
  expect(screen.getByLabelText('Story')).toHaveValue(6);
  await userEvent.type(craft, '12.5');
  await waitFor(() => expect(hits('PUT', '/api/admin/judging/entries/102/scores')).not.toHaveLength(0), { timeout: 3000 });
  // One save for the pause, with the whole typed value.
  expect(hits('PUT', '/api/admin/judging/entries/102/scores').map(bodyOf)).toEqual([{ scores: { craft: 12.5 } }]);
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  // (2×6 + 1×12.5) ÷ (2×10 + 1×20) × 100 = 61.25
  expect(screen.getByText('61.25')).toBeInTheDocument();
  expect(queuedCells(102)).toBeNull();
});

test('a save lost to the network stays in localStorage and is sent when the browser is back online', async () => {
  serve();
  await renderAdmin('/admin/judging-desk/102');
  const craft = await screen.findByLabelText('Craft');
  // The connection goes: the API's address refuses connections, as when a tablet loses its Wi-Fi. Through axios's
  // fetch adapter: jsdom's XHR leaves its 20 s timeout timer running after a refused connection, holding Jest open.
  const back = configureStaffHost(await refusedUrl());
  const transport = configureStaffTransport({ adapter: 'fetch' });
  try {
    await userEvent.type(craft, '15');
    expect(await screen.findByText('Offline — will save when you are back online', undefined, { timeout: 5000 })).toBeInTheDocument();
  } finally {
    transport();
    back();
  }
  expect(queuedCells(102)).toEqual({ craft: 15 });
  expect(hits('PUT', '/api/admin/judging/entries/102/scores')).toHaveLength(0);
  act(() => {
    globalThis.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByText('Saved', undefined, { timeout: 3000 })).toBeInTheDocument();
  expect(hits('PUT', '/api/admin/judging/entries/102/scores').map(bodyOf)).toEqual([{ scores: { craft: 15 } }]);
  expect(queuedCells(102)).toBeNull();
});

test('what was queued on an earlier visit is shown and resent when the page opens again; another judge\'s stays theirs', async () => {
  localStorage.setItem('portal.judging-desk.unsaved.3.102', JSON.stringify({ craft: 17 }));
  // Judge 4 used this tablet before: their unsent cell must not be sent under judge 3's session.
  localStorage.setItem('portal.judging-desk.unsaved.4.102', JSON.stringify({ craft: 99 }));
  serve();
  await renderAdmin('/admin/judging-desk/102');
  expect(await screen.findByLabelText('Craft')).toHaveValue(17);
  await waitFor(() => expect(hits('PUT', '/api/admin/judging/entries/102/scores').map(bodyOf)).toContainEqual({ scores: { craft: 17 } }));
  await waitFor(() => expect(queuedCells(102)).toBeNull());
  expect(hits('PUT', '/api/admin/judging/entries/102/scores').map(bodyOf)).not.toContainEqual({ scores: { craft: 99 } });
  expect(localStorage.getItem('portal.judging-desk.unsaved.4.102')).toBe(JSON.stringify({ craft: 99 }));
});

test('a refusal (a locked sheet) shows the server\'s message and is not retried', async () => {
  serve({ [SAVE]: (_hit, res) => reply(res, 409, envelope(0, null, 'Your sheet is submitted and locked', true)) });
  await renderAdmin('/admin/judging-desk/102');
  await userEvent.type(await screen.findByLabelText('Craft'), '9');
  expect(await screen.findByText('Your sheet is submitted and locked', undefined, { timeout: 3000 })).toBeInTheDocument();
  expect(hits('PUT', '/api/admin/judging/entries/102/scores')).toHaveLength(1);
  expect(queuedCells(102)).toBeNull();
  act(() => {
    globalThis.dispatchEvent(new Event('online'));
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(hits('PUT', '/api/admin/judging/entries/102/scores')).toHaveLength(1);
});

test('the work shows in the browser through file links: the film plays inline, slides are read and offered under the neutral name', async () => {
  // The slides' link points at the fixture server (jsdom's fetch cannot resolve the page-relative one), which answers a
  // PowerPoint 97–2003 file: known by its bytes, whatever its name says.
  serve({
    'POST /api/admin/file-links': (hit, res) => {
      const { path } = bodyOf(hit) as { path: string };
      if (!path.endsWith('/files/1')) return fileLinks(hit, res);
      reply(res, 200, envelope(1, { url: `${api.server.url}${path}?link=L-slides`, expiresAt: '2099-01-01T00:00:00Z' }));
    },
    'GET /api/admin/judging/entries/102/files/1': (_hit, res) => {
      res.writeHead(200, { 'Content-Type': 'application/vnd.ms-powerpoint' });
      res.end(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]));
    },
  });
  const { container } = await renderAdmin('/admin/judging-desk/102');
  await screen.findByRole('heading', { level: 1, name: 'Entry 2' });
  const video = await waitFor(() => {
    const found = container.querySelector('video');
    expect(found).not.toBeNull();
    return found!;
  });
  expect(video.getAttribute('src')).toMatch(/^\/api\/admin\/judging\/entries\/102\/files\/0\?link=/);
  expect(video).toHaveAttribute('controls');
  expect(video).toHaveAttribute('playsinline');
  const slides = await screen.findByRole('link', { name: /Download entry-002\.pptx/ });
  expect(slides).toHaveAttribute('download', 'entry-002.pptx');
  expect(await screen.findByText(/PowerPoint 97–2003 file \(PPT\), which browsers cannot show/)).toBeInTheDocument();
  expect(hits('GET', '/api/admin/judging/entries/102/files/1')).toHaveLength(1);
  expect(screen.getByRole('link', { name: '← Previous entry' })).toHaveAttribute('href', '/admin/judging-desk/101');
  expect(screen.getByRole('link', { name: 'Next entry →' })).toHaveAttribute('href', '/admin/judging-desk/103');
});

test('a blind round shows no team anywhere; a round that is not blind names the team', async () => {
  serve();
  const view = await renderAdmin('/admin/judging-desk/102');
  await screen.findByRole('heading', { level: 1, name: 'Entry 2' });
  expect(view.container).not.toHaveTextContent(/Team:/);
  view.unmount();
  serve({ 'GET /api/admin/judging/entries/102': ok({ ...ENTRY, team: { name: 'Dune Team', school: 'Oasis College' } }) });
  await renderAdmin('/admin/judging-desk/102');
  expect(await screen.findByText('Team: Dune Team (Oasis College)')).toBeInTheDocument();
});

test('a conflict with the entry\'s team is confirmed in a dialog, posted with its note, and the judge is back at the list', async () => {
  localStorage.setItem('portal.judging-desk.unsaved.3.102', JSON.stringify({ craft: 3 }));
  serve({ 'POST /api/admin/judging/conflicts': ok({ conflicts: [], discardedEntries: 1 }, 'Conflict declared', true), [SAVE]: gatewayDown });
  await renderAdmin('/admin/judging-desk/102');
  await userEvent.click(await screen.findByRole('button', { name: 'I have a conflict of interest with this team' }));
  const dialog = await screen.findByRole('dialog', { name: 'Conflict of interest with entry 2?' });
  expect(dialog).toHaveTextContent('The entry will disappear from your list and your draft scores for it will be discarded.');
  await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'My cousin is in it');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Declare the conflict' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/judging-desk$/));
  expect(bodyOf(hits('POST', '/api/admin/judging/conflicts')[0]!)).toEqual({ entryId: 102, note: 'My cousin is in it' });
  // The server discarded the draft: nothing of it is left to send.
  expect(queuedCells(102)).toBeNull();
});

test('a conflict with a school is declared by name from the list and shows among the judge\'s conflicts', async () => {
  serve({
    'POST /api/admin/judging/conflicts': ok({ conflicts: [{ id: 9, kind: 'school', entry: null, school: 'Oasis College', note: null, declaredAt: '2026-11-26T03:00:00Z' }], discardedEntries: 0 }),
  });
  await renderAdmin('/admin/judging-desk');
  const section = await screen.findByRole('region', { name: 'Conflicts of interest' });
  expect(await within(section).findByText('You have declared no conflicts.')).toBeInTheDocument();
  await userEvent.click(within(section).getByRole('button', { name: 'Declare a conflict with this school' }));
  expect(await within(section).findByText("Please enter the school's name")).toBeInTheDocument();
  await userEvent.type(within(section).getByLabelText('School name'), 'Oasis College');
  await userEvent.click(within(section).getByRole('button', { name: 'Declare a conflict with this school' }));
  expect(await within(section).findByText('School: Oasis College')).toBeInTheDocument();
  expect(bodyOf(hits('POST', '/api/admin/judging/conflicts')[0]!)).toEqual({ school: 'Oasis College' });
});

test('another role does not open the desk', async () => {
  api.server.use(staffApi(member('organizer')));
  await renderAdmin('/admin/judging-desk');
  expect(await screen.findByText('Your role does not open this page.')).toBeInTheDocument();
});

test('every text of the desk is in the three languages, none shadowing a first-load text', () => {
  expect(missingTranslationKeys(judgingDeskTranslations)).toEqual([]);
  const first = new Set(Object.keys(adminTranslations.en));
  expect(Object.keys(judgingDeskTranslations.en).filter((key) => first.has(key))).toEqual([]);
});
