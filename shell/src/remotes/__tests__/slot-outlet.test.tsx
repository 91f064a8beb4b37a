import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/shared/auth';
import type { RemoteRoutesModule, SlotProps } from '@portal/shared/contracts';
import { parseRegistry } from '@portal/shared/registry';
import { Slot } from '@portal/shared/slots';
import { renderShell, resetBrowser } from '../../testing/render-shell';
import { RemoteLoadError, type RemoteLoader } from '../remote-loader-context';

// mf-account's personal center shows 'my registration' and 'my works', which mf-competition lends through slots.

function PersonalCenter({ device }: SlotProps) {
  return (
    <>
      <h1>Personal center</h1>
      <Slot name="personalCenter.registration" device={device} />
      <Slot name="personalCenter.works" device={device} />
      <p>Team details</p>
    </>
  );
}

const account: RemoteRoutesModule = {
  i18nNamespace: 'account',
  routes: { pc: [{ path: 'personalCenter', element: <PersonalCenter device="pc" /> }], mobile: [] },
};

const competition: RemoteRoutesModule = {
  i18nNamespace: 'competition',
  routes: { pc: [], mobile: [] },
  slots: {
    'personalCenter.registration': ({ device }) => <p>My registration on {device}</p>,
    'personalCenter.works': () => <p>My works</p>,
  },
};

function registryWith(slots: string[] | undefined) {
  return parseRegistry({
    schemaVersion: 1,
    remotes: [
      { name: 'mf-account', version: '0.1.0', manifestUrl: '/a/mf-manifest.json', routes: { pc: ['personalCenter'], mobile: [] } },
      { name: 'mf-competition', version: '0.1.0', manifestUrl: '/c/mf-manifest.json', routes: { pc: [], mobile: [] }, slots },
    ],
  })!;
}

const withSlots = registryWith(['personalCenter.registration', 'personalCenter.works']);

/** Loads each remote's module; mf-competition's attempts fail or succeed in the given order. Caches like the real one. */
function testLoader(competitionOutcomes: Array<'fail' | 'ok'>, lent: RemoteRoutesModule = competition) {
  const pending = new Map<string, Promise<RemoteRoutesModule>>();
  const loads: string[] = [];
  const resets: string[] = [];
  let attempt = 0;
  const loader: RemoteLoader = {
    load(remote) {
      const cached = pending.get(remote.name);
      if (cached) return cached;
      loads.push(remote.name);
      const fails = remote.name === 'mf-competition' && (competitionOutcomes[attempt++] ?? 'ok') === 'fail';
      const promise = fails
        ? Promise.reject(new RemoteLoadError('mf-competition is down'))
        : Promise.resolve(remote.name === 'mf-account' ? account : lent);
      promise.catch(() => undefined);
      pending.set(remote.name, promise);
      return promise;
    },
    abandonCandidate: () => false,
    reset(remote) {
      pending.delete(remote.name);
      resets.push(remote.name);
    },
  };
  return { loader, loads, resets };
}

beforeEach(() => {
  resetBrowser();
  act(() => useAuthStore.getState().logIn('token-1', null)); // the personal center needs a session
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test("a slot renders the provider's component inside the host page; the provider loads once for all its slots", async () => {
  const { loader, loads } = testLoader(['ok']);
  await renderShell('/pc/personalCenter', loader, { registry: withSlots });
  expect(await screen.findByText('My registration on pc')).toBeInTheDocument();
  expect(screen.getByText('My works')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Personal center' })).toBeInTheDocument();
  expect(screen.getByText('My registration on pc').closest('[data-slot]')).toHaveAttribute('data-slot-remote', 'mf-competition');
  expect(loads).toEqual(['mf-account', 'mf-competition']);
});

test('a provider that is down empties only its slots, in the current language; one retry brings them all back', async () => {
  const { loader, loads, resets } = testLoader(['fail', 'ok']);
  await renderShell('/pc/personalCenter', loader, { registry: withSlots });

  const alerts = await screen.findAllByRole('alert');
  expect(alerts.map((alert) => alert.textContent)).toEqual(['此部分暫時無法顯示。重試', '此部分暫時無法顯示。重試']);
  // The host page and the shell around it keep working.
  expect(screen.getByRole('heading', { name: 'Personal center' })).toBeInTheDocument();
  expect(screen.getByText('Team details')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: '主選單' })).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: '語言' }), 'en');
  const first = screen.getAllByRole('alert')[0]!;
  expect(first).toHaveTextContent('This part is unavailable right now.');

  // Awaited act: the retried remote suspends while it loads again.
  await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'Retry' })));
  expect(await screen.findByText('My registration on pc')).toBeInTheDocument();
  expect(screen.getByText('My works')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(resets).toEqual(['mf-competition']);
  expect(loads).toEqual(['mf-account', 'mf-competition', 'mf-competition']);
});

test('without a provider in the registry a slot renders nothing and loads nothing', async () => {
  const { loader, loads } = testLoader(['ok']);
  await renderShell('/pc/personalCenter', loader, { registry: registryWith(undefined) });
  expect(await screen.findByRole('heading', { name: 'Personal center' })).toBeInTheDocument();
  expect(screen.getByText('Team details')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(document.querySelector('[data-slot]')).toBeNull();
  expect(loads).toEqual(['mf-account']);
});

test('a provider whose module lacks a slot it is registered for leaves that slot empty', async () => {
  const { loader } = testLoader(['ok'], { ...competition, slots: { 'personalCenter.works': () => <p>My works</p> } });
  await renderShell('/pc/personalCenter', loader, { registry: withSlots });
  expect(await screen.findByText('My works')).toBeInTheDocument();
  expect(screen.queryByText(/My registration/)).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
