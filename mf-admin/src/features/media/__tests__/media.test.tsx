import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, ok, pageOf, type Handler } from '@portal/shared/testing';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { LIBRARY, mediaItem } from '../../../testing/media-fixtures';
import { bodyOf, member, nodeFile, sendFormsThroughFetch, setupStaffApi, staffApi } from '../../../testing/staff-api';
import type { StaffRole } from '../../../api/staff-auth-types';

// /admin/media against the staff API on the fixture server: the grid with srcset thumbnails, the search, an upload
// chosen or dropped with its three alt texts checked first and the server's refusals in its words, the alt texts
// changed, where an image is used, and a deletion confirmed first and refused while the image is used.
// Typing three alt texts on a loaded 2-CPU machine can pass Jest's default 5 s.
jest.setTimeout(20_000);
const api = setupStaffApi();
sendFormsThroughFetch();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

function serve(overrides: Record<string, Handler> = {}, role: StaffRole = 'editor') {
  api.server.use(
    staffApi(member(role), {
      'GET /api/admin/media': ok((hit) => {
        const search = String(hit.query.search ?? '').toLowerCase();
        return pageOf(LIBRARY.filter((item) => !search || Object.values(item.alt).some((alt) => alt.toLowerCase().includes(search))), hit);
      }),
      ...overrides,
    }),
  );
}

const hits = (method: string, path: string) => api.server.hits.filter((hit) => hit.method === method && hit.path === path);
const grid = () => screen.findByRole('list', { name: 'Images in the library' });

async function fillAlts(alt: { zhComplex?: string; zhSimple?: string; en?: string }) {
  for (const [label, text] of [['Alt text (Traditional Chinese)', alt.zhComplex], ['Alt text (Simplified Chinese)', alt.zhSimple], ['Alt text (English)', alt.en]] as const) {
    const input = screen.getAllByLabelText(label)[0]!;
    await userEvent.clear(input);
    if (text) await userEvent.type(input, text);
  }
}

test('an editor sees the library as thumbnails drawn from the variants, and searches its alt texts', async () => {
  serve();
  await renderAdmin('/admin/media');
  expect(await screen.findByRole('heading', { level: 1, name: 'Media library' })).toBeInTheDocument();
  const list = await grid();
  await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
  const image = within(list).getByRole('img', { name: 'Dune 12' });
  expect(image).toHaveAttribute('src', LIBRARY[0]!.src);
  expect(image).toHaveAttribute('srcset', LIBRARY[0]!.srcset);
  expect(image).toHaveAttribute('sizes');
  expect(within(list).getByRole('button', { name: /Dune 12.*used 2×/ })).toBeInTheDocument();
  expect(within(list).getByRole('button', { name: /Logo of Sample partner 1.*sample/ })).toBeInTheDocument();
  expect(hits('GET', '/api/admin/media')[0]?.query).toMatchObject({ page_no: '1', page_size: '24' });

  await userEvent.type(screen.getByRole('searchbox'), 'partner{Enter}');
  await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
  expect(hits('GET', '/api/admin/media').at(-1)?.query).toMatchObject({ search: 'partner' });
});

test('an upload needs an image and the three alt texts, checked before anything is sent, in the page’s language', async () => {
  serve();
  await renderAdmin('/admin/media');
  await grid();
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  expect((await screen.findAllByText('The alt text (Traditional Chinese) is required')).length).toBeGreaterThan(0);
  expect(screen.getAllByLabelText('Alt text (Traditional Chinese)')[0]).toHaveFocus();
  await fillAlts({ zhComplex: '沙丘', zhSimple: '沙丘', en: '' });
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  expect((await screen.findAllByText('The alt text (English) is required')).length).toBeGreaterThan(0);
  await fillAlts({ zhComplex: '沙丘', zhSimple: '沙丘', en: 'A dune' });
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Please choose an image')).toBeInTheDocument();
  expect(hits('POST', '/api/admin/media')).toHaveLength(0);
});

test('a chosen file goes with its alt texts as the server’s fields; the server’s refusal by content is shown', async () => {
  serve({ 'POST /api/admin/media': failure(415, 'Judged by its content, whatever its name says, this is not an image. JPEG, PNG, WebP, AVIF or GIF are accepted; nothing changed') });
  await renderAdmin('/admin/media');
  await grid();
  await userEvent.upload(screen.getByLabelText('Choose an image'), nodeFile('just text', 'photo.png', 'image/png'));
  expect(screen.getByText(/^Chosen: photo\.png/)).toBeInTheDocument();
  await fillAlts({ zhComplex: '沙丘', zhSimple: '沙丘', en: 'A dune' });
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText(/this is not an image/, { selector: '[role="alert"]' })).toBeInTheDocument();
  const [sent] = hits('POST', '/api/admin/media');
  expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const body = sent?.body.toString() ?? '';
  expect(body).toContain('name="altZhComplex"\r\n\r\n沙丘');
  expect(body).toContain('name="altEn"\r\n\r\nA dune');
  expect(body).toContain('name="file"; filename="photo.png"');
});

test('a dropped image is uploaded, then shown selected with its details', async () => {
  const created = mediaItem(13, { alt: { zhComplex: '新圖', zhSimple: '新图', en: 'New picture' } });
  serve({ 'POST /api/admin/media': ok(created) });
  await renderAdmin('/admin/media');
  await grid();
  fireEvent.drop(screen.getByTestId('media-drop'), { dataTransfer: { files: [nodeFile('png', 'dropped.png', 'image/png')] } });
  expect(screen.getByText(/^Chosen: dropped\.png/)).toBeInTheDocument();
  await fillAlts({ zhComplex: '新圖', zhSimple: '新图', en: 'New picture' });
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Uploaded.')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Image #13' })).toBeInTheDocument();
  expect(hits('POST', '/api/admin/media')[0]?.body.toString()).toContain('filename="dropped.png"');
  // The alt fields are empty again for the next one.
  expect(screen.getAllByLabelText('Alt text (English)')[0]).toHaveValue('');
});

test('an image’s details: its facts, where it is used, its alt texts changed and a refusal in the server’s words', async () => {
  const item = LIBRARY[0]!;
  serve({ 'PATCH /api/admin/media/12': ok({ ...item, alt: { ...item.alt, en: 'A high dune' } }) });
  await renderAdmin('/admin/media');
  await userEvent.click(await within(await grid()).findByRole('button', { name: /Dune 12/ }));
  const details = await screen.findByRole('region', { name: 'Image #12' });
  expect(within(details).getByText(/1200 × 800 px · JPEG/)).toBeInTheDocument();
  expect(within(details).getByRole('list')).toHaveTextContent('Article 4Banner 2');
  const english = within(details).getByLabelText('Alt text (English)');
  expect(english).toHaveValue('Dune 12');
  await userEvent.clear(english);
  await userEvent.type(english, 'A high dune');
  await userEvent.click(within(details).getByRole('button', { name: 'Save the alt texts' }));
  expect(await within(details).findByText('Saved.')).toBeInTheDocument();
  expect(bodyOf(hits('PATCH', '/api/admin/media/12')[0]!)).toEqual({ alt: { zhComplex: '沙丘 12', zhSimple: '沙丘 12', en: 'A high dune' } });

  api.server.use(staffApi(member('editor'), { 'GET /api/admin/media': ok((hit) => pageOf(LIBRARY, hit)), 'PATCH /api/admin/media/12': failure(400, 'The alt text (English) must be one line of text') }));
  await userEvent.click(within(details).getByRole('button', { name: 'Save the alt texts' }));
  expect(await within(details).findByRole('alert')).toHaveTextContent('The alt text (English) must be one line of text');
});

test('a deletion is confirmed first; refused while the image is used, in the server’s words; done, the image leaves the grid', async () => {
  serve({ 'DELETE /api/admin/media/12': failure(409, 'This image is still used by article 4, banner 2. Remove it there first; nothing was deleted') });
  await renderAdmin('/admin/media');
  await userEvent.click(await within(await grid()).findByRole('button', { name: /Dune 12/ }));
  const details = await screen.findByRole('region', { name: 'Image #12' });
  await userEvent.click(within(details).getByRole('button', { name: 'Delete' }));
  await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete image #12?' })).getByRole('button', { name: 'Cancel' }));
  expect(hits('DELETE', '/api/admin/media/12')).toHaveLength(0);
  await userEvent.click(within(details).getByRole('button', { name: 'Delete' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await within(details).findByRole('alert')).toHaveTextContent('This image is still used by article 4, banner 2. Remove it there first; nothing was deleted');

  const rest = LIBRARY.slice(1);
  api.server.use(staffApi(member('editor'), { 'GET /api/admin/media': ok((hit) => pageOf(rest, hit)), 'DELETE /api/admin/media/12': ok({ id: 12 }) }));
  await userEvent.click(within(details).getByRole('button', { name: 'Delete' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Image #12' })).toBeNull());
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Images in the library' })).getAllByRole('button')).toHaveLength(2));
  expect(hits('DELETE', '/api/admin/media/12')).toHaveLength(1);
});

test('the page is in the three languages', async () => {
  resetStaff({ token: 'staff-1', language: 'zhComplex' });
  serve({}, 'organizer');
  await renderAdmin('/admin/media');
  expect(await screen.findByRole('heading', { level: 1, name: '媒體庫' })).toBeInTheDocument();
  expect(await within(await screen.findByRole('list', { name: '媒體庫中的圖片' })).findByRole('img', { name: '沙丘 12' })).toBeInTheDocument();
  expect(screen.getAllByLabelText('替代文字（英文）').length).toBeGreaterThan(0);
});
