import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { MediaItem } from '@portal/contracts/admin-media';
import { I18nextProvider, i18n } from '@portal/shared/i18n';
import { ok, pageOf } from '@portal/shared/testing';
import { resetStaff } from '../../../testing/render-admin';
import { LIBRARY } from '../../../testing/media-fixtures';
import { member, setupStaffApi, staffApi } from '../../../testing/staff-api';
import { MediaPicker } from '../MediaPicker';

// The picker the article editor will open: the library's grid in a dialog, one image selected, then taken whole (the
// MediaItem); Cancel and Escape take nothing.
// Typing three alt texts on a loaded 2-CPU machine can pass Jest's default 5 s.
jest.setTimeout(20_000);
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

function Host({ onChoose }: { onChoose: (item: MediaItem) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Insert an image
      </button>
      <MediaPicker
        open={open}
        onChoose={(item) => {
          onChoose(item);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

async function open(onChoose = jest.fn<void, [MediaItem]>()) {
  api.server.use(
    staffApi(member('editor'), {
      'GET /api/admin/media': ok((hit) => pageOf(LIBRARY.filter((item) => item.alt.en.toLowerCase().includes(String(hit.query.search ?? '').toLowerCase())), hit)),
    }),
  );
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Host onChoose={onChoose} />
      </I18nextProvider>,
    );
  });
  await userEvent.click(screen.getByRole('button', { name: 'Insert an image' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
  await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(3));
  return { dialog, onChoose };
}

test('selects one image and returns it whole', async () => {
  const { dialog, onChoose } = await open();
  const take = within(dialog).getByRole('button', { name: 'Use this image' });
  expect(take).toBeDisabled();
  await userEvent.click(within(dialog).getByRole('button', { name: /Dune 10/ }));
  expect(within(dialog).getByRole('button', { name: /Dune 10/ })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(within(dialog).getByRole('button', { name: /Logo of Sample partner 1/ }));
  expect(within(dialog).getByRole('button', { name: /Dune 10/ })).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(take);
  expect(onChoose).toHaveBeenCalledTimes(1);
  expect(onChoose).toHaveBeenCalledWith(LIBRARY[1]);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('searches the library from inside the dialog', async () => {
  const { dialog } = await open();
  await userEvent.type(within(dialog).getByRole('searchbox'), 'logo{Enter}');
  await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(1));
  expect(api.server.hits.filter((hit) => hit.path === '/api/admin/media').at(-1)?.query).toMatchObject({ search: 'logo' });
});

test('Cancel and Escape close it without a choice', async () => {
  const { dialog, onChoose } = await open();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await userEvent.click(screen.getByRole('button', { name: 'Insert an image' }));
  await screen.findByRole('dialog', { name: 'Choose an image' });
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(onChoose).not.toHaveBeenCalled();
});
