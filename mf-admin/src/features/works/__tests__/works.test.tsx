import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, pageOf, type Handler } from '@portal/shared/testing';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { DASHBOARD, WORK, fileLinks } from '../../../testing/review-fixtures';
import { bodyOf, member, refuse, setupStaffApi, staffApi } from '../../../testing/staff-api';

// The works' pages against the staff API on the fixture server: the file through a file link (a film plays here, a
// PDF opens in the browser's viewer, slides download), and a status change only after its confirm.
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

const PDF = { ...WORK, id: 8, file: { ...WORK.file, name: 'plan.pdf', mime: 'application/pdf', type: 'pdf', durationSeconds: null, url: '/api/admin/works/8/file', downloadUrl: '/api/admin/works/8/file?download=1' } };
const SLIDES = { ...WORK, id: 9, file: { ...WORK.file, name: 'deck.pptx', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', type: 'pptx', durationSeconds: null, url: '/api/admin/works/9/file', downloadUrl: '/api/admin/works/9/file?download=1' } };

function serve(overrides: Record<string, Handler> = {}) {
  api.server.use(
    staffApi(member('reviewer'), {
      'GET /api/admin/dashboard': ok(DASHBOARD),
      'GET /api/admin/works': ok((hit) => pageOf([WORK], hit)),
      'GET /api/admin/works/7': ok(WORK),
      'GET /api/admin/works/8': ok(PDF),
      'GET /api/admin/works/9': ok(SLIDES),
      'POST /api/admin/works/7/status': ok({ ...WORK, status: 'underReview', allowedNext: ['shortlisted', 'notShortlisted'] }, 'Status changed', true),
      'POST /api/admin/file-links': fileLinks,
      ...overrides,
    }),
  );
}

const hits = (path: string) => api.server.hits.filter((hit) => hit.path === path);

test('the list filters by group, step (named by the season) and status on the server', async () => {
  serve();
  await renderAdmin('/admin/works');
  const table = await screen.findByRole('table', { name: 'Works of the season' });
  expect(await within(table).findByRole('link', { name: 'Sand and water' })).toHaveAttribute('href', '/admin/works/7');
  expect(within(table).getByText('MP4 · 11.8 MB · 1:30')).toBeInTheDocument();
  // The steps' names come from the season in their own request: wait for them before choosing one.
  const step = await screen.findByRole('combobox', { name: 'Step' });
  await within(step).findByRole('option', { name: 'Film' });
  await userEvent.selectOptions(step, 'videoSubmission');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'submitted');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Group' }), '1');
  await waitFor(() => expect(hits('/api/admin/works').at(-1)?.query).toMatchObject({ step: 'videoSubmission', status: 'submitted', group: '1' }));
});

test('a film plays in the page from a file link that seeks by ranges; it downloads from the same link', async () => {
  serve();
  await renderAdmin('/admin/works/7');
  expect(await screen.findByRole('heading', { level: 1, name: 'Work #7: Sand and water' })).toBeInTheDocument();
  const player = await screen.findByLabelText('Film: sand.mp4');
  expect(player.tagName).toBe('VIDEO');
  expect(player).toHaveAttribute('src', '/api/admin/works/7/file?link=L-7-file');
  expect(player).toHaveAttribute('controls');
  expect(screen.getByRole('link', { name: 'Download sand.mp4' })).toHaveAttribute('href', '/api/admin/works/7/file?link=L-7-file&download=1');
  expect(screen.getByRole('link', { name: 'Dune Riders' })).toHaveAttribute('href', '/admin/registrations/12');
});

test('a PDF opens in the browser’s own viewer in a new tab; slides only download', async () => {
  serve();
  await renderAdmin('/admin/works/8');
  const open = await screen.findByRole('link', { name: 'Open the PDF' });
  expect(open).toHaveAttribute('href', '/api/admin/works/8/file?link=L-8-file');
  expect(open).toHaveAttribute('target', '_blank');
  expect(document.querySelector('iframe, object, embed, video')).toBeNull();
  resetStaff({ token: 'staff-1', language: 'en' });
  await renderAdmin('/admin/works/9');
  expect(await screen.findByText('A browser cannot show PPTX files: download it to open it.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download deck.pptx' })).toHaveAttribute('href', '/api/admin/works/9/file?link=L-9-file&download=1');
});

test('a status change needs a status, is confirmed, sends the note and shows the answer', async () => {
  serve();
  await renderAdmin('/admin/works/7');
  await userEvent.click(await screen.findByRole('button', { name: 'Change status' }));
  expect(screen.getAllByText('Please choose the new status').length).toBeGreaterThan(0);
  await userEvent.selectOptions(screen.getByLabelText('New status'), 'underReview');
  await userEvent.type(screen.getByLabelText('Note'), 'Watched in full');
  await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Change the status of “Sand and water”?' });
  expect(dialog).toHaveTextContent('From “Submitted” to “Under review”.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
  expect(await screen.findByText('Status changed')).toBeInTheDocument();
  expect(bodyOf(hits('/api/admin/works/7/status')[0]!)).toEqual({ status: 'underReview', note: 'Watched in full' });
  expect(within(screen.getByRole('region', { name: 'Facts' })).getByText('Under review')).toBeInTheDocument();
});

test('a stale second factor is asked for again and the change is sent once more after it', async () => {
  let calls = 0;
  const stepUpOnce: Handler = (hit, res) => (calls++ === 0 ? refuse.stepUp()(hit, res) : ok({ ...WORK, status: 'shortlisted', allowedNext: [] }, 'Status changed', true)(hit, res));
  serve({ 'POST /api/admin/works/7/status': stepUpOnce });
  await renderAdmin('/admin/works/7');
  await userEvent.selectOptions(await screen.findByLabelText('New status'), 'shortlisted');
  await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change status' }));
  const stepUp = await screen.findByRole('dialog', { name: 'Verify it is you again' });
  await userEvent.type(within(stepUp).getByLabelText('Six-digit code from the app'), '123456');
  await userEvent.click(within(stepUp).getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('No other status can be set now.')).toBeInTheDocument();
  expect(hits('/api/admin/works/7/status')).toHaveLength(2);
});
