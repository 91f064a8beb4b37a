import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { useAuthStore } from '@portal/shared/auth';
import type { RemoteRoutesModule } from '@portal/shared/contracts';
import { parseRegistry, type RemoteRegistry } from '@portal/shared/registry';
import { Slot } from '@portal/shared/slots';
import { startPageView } from '../../app/page-view';
import { createLoadReporter, type LoadBeacon } from '../../release/beacon';
import { FAILED_CANDIDATES_KEY } from '../../release/failed-candidates';
import { renderShell, resetBrowser } from '../../testing/render-shell';
import { CANDIDATE_MANIFEST, STABLE_MANIFEST, visitorWithBucket, votingRollout } from '../../testing/rollout';
import { REMOTE_LOAD_TIMEOUT_MS } from '../load-remote-routes';

// The app's own boot and loader (startPageView, createFederationLoader) over a fake federation runtime that behaves
// like the real one where it matters: registerRemotes keeps the first entry of a name unless `force`, and
// loadRemote loads `<container>/routes` from the entry registered now. Each build is a behaviour per entry URL.

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

type Build = () => Promise<unknown>;
const registered = new Map<string, string>();
const builds = new Map<string, Build>();
const loads: string[] = [];
const absolute = (url: string) => new URL(url, window.location.href).href;

function serve(manifestUrl: string, build: Build): void {
  builds.set(absolute(manifestUrl), build);
}

function page(version: string, ...paths: string[]): RemoteRoutesModule {
  const routes = ['secondCompetition', ...paths].map((path) => ({ path, element: <h1>{`Voting ${path} ${version}`}</h1> }));
  return { i18nNamespace: 'fake', routes: { pc: routes, mobile: [] } };
}

const inShare = visitorWithBucket('mf-voting', (bucket) => bucket < 20);
const outOfShare = visitorWithBucket('mf-voting', (bucket) => bucket >= 20);
const failing = (message: string): Build => () => Promise.reject(new Error(message));

let sent: LoadBeacon[];
let reloads: number;

/**
 * The app's page view for this registry and visitor; every beacon is recorded (stable ones too: random 0). By default
 * the browser cannot keep a failed candidate (the in-page fallback); `remembers` gives it the real storage, and then
 * leaving a candidate reloads the page (counted in `reloads`).
 */
async function visit(path: string, registry: RemoteRegistry, visitorId: string, { remembers = false } = {}) {
  const pageView = startPageView({ registry, source: 'live' }, {
    visitorId,
    report: createLoadReporter({ random: () => 0, send: (beacon) => sent.push(beacon) }),
    reloadPage: () => {
      reloads += 1;
    },
    ...(remembers ? {} : { remember: () => false }),
  });
  const view = await renderShell(path, pageView);
  return { ...view, area: () => document.querySelector('section.remote-area') };
}

beforeEach(() => {
  resetBrowser();
  localStorage.clear();
  sent = [];
  reloads = 0;
  loads.length = 0;
  registered.clear();
  builds.clear();
  jest.mocked(registerRemotes).mockClear();
  jest.mocked(registerRemotes).mockImplementation((remotes, options) => {
    for (const remote of remotes) {
      if ('entry' in remote && (options?.force || !registered.has(remote.name))) registered.set(remote.name, remote.entry);
    }
  });
  jest.mocked(loadRemote).mockClear();
  jest.mocked(loadRemote).mockImplementation((id: string) => {
    const entry = registered.get(id.split('/')[0]!) ?? '';
    loads.push(entry);
    return (builds.get(entry) ?? failing(`nothing at ${entry}`))() as Promise<never>;
  });
  serve(STABLE_MANIFEST, async () => page('0.3.0'));
  serve(CANDIDATE_MANIFEST, async () => page('0.4.0', 'results'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test("a visitor in the share gets the candidate: its entry registered, its routes, its version on the area", async () => {
  const { area } = await visit('/pc/results', votingRollout(20), inShare);
  expect(await screen.findByRole('heading', { name: 'Voting results 0.4.0' })).toBeInTheDocument();
  expect(jest.mocked(registerRemotes).mock.calls[0]?.[0]).toEqual([{ name: 'mf_voting', entry: absolute(CANDIDATE_MANIFEST) }]);
  expect(area()).toHaveAttribute('data-remote-version', '0.4.0');
  expect(area()).toHaveAttribute('data-remote-channel', 'candidate');
  expect(sent).toEqual([{ remote: 'mf-voting', version: '0.4.0', outcome: 'loaded' }]);
});

test("a visitor outside the share gets the stable version, and the candidate's new page is not found", async () => {
  const { area, router } = await visit('/pc/secondCompetition', votingRollout(20), outOfShare);
  expect(await screen.findByRole('heading', { name: 'Voting secondCompetition 0.3.0' })).toBeInTheDocument();
  expect(area()).toHaveAttribute('data-remote-version', '0.3.0');
  expect(area()).toHaveAttribute('data-remote-channel', 'stable');
  await act(() => router.navigate('/pc/results'));
  expect(await screen.findByRole('heading', { name: '找不到此頁面' })).toBeInTheDocument();
  expect(loads).toEqual([absolute(STABLE_MANIFEST)]);
});

test.each<[string, Build]>([
  ['its manifest or entry fails', failing('RUNTIME-008: remoteEntry failed')],
  ['its entry throws', failing('RUNTIME-001: remoteEntry exports not found (broken release)')],
  ['its ./routes breaks the contract', async () => ({ default: 'not routes' })],
])('when the candidate fails to load (%s), the same page view shows stable, no fallback between', async (_case, build) => {
  serve(CANDIDATE_MANIFEST, build);
  const fallbacks: boolean[] = [];
  const observer = new MutationObserver(() => fallbacks.push(screen.queryByRole('alert') !== null));
  observer.observe(document.body, { childList: true, subtree: true });

  const { area, router } = await visit('/pc/secondCompetition', votingRollout(20), inShare);
  expect(await screen.findByRole('heading', { name: 'Voting secondCompetition 0.3.0' })).toBeInTheDocument();
  observer.disconnect();
  expect(fallbacks).not.toContain(true);
  expect(area()).toHaveAttribute('data-remote-version', '0.3.0');
  expect(area()).toHaveAttribute('data-remote-channel', 'stable');
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_voting', entry: absolute(STABLE_MANIFEST) }], { force: true });
  expect(sent).toEqual([
    { remote: 'mf-voting', version: '0.4.0', outcome: 'failedToLoad' },
    { remote: 'mf-voting', version: '0.3.0', outcome: 'loaded' },
  ]);

  // The rest of the page view stays on stable: no second try of the candidate, its new page is not there.
  await act(() => router.navigate('/pc/results'));
  expect(await screen.findByRole('heading', { name: '找不到此頁面' })).toBeInTheDocument();
  await act(() => router.navigate('/pc/secondCompetition'));
  expect(await screen.findByRole('heading', { name: 'Voting secondCompetition 0.3.0' })).toBeInTheDocument();
  expect(loads).toEqual([absolute(CANDIDATE_MANIFEST), absolute(STABLE_MANIFEST)]);
  expect(sent).toHaveLength(2);
});

test("chunks the failed candidate left in the remote's chunk global are gone before stable loads", async () => {
  const leftovers = window as unknown as Record<string, unknown[] | undefined>;
  let seenByStable: unknown[] | undefined = ['not loaded'];
  serve(CANDIDATE_MANIFEST, async () => {
    // Its expose's chunk, preloaded beside an entry that then throws.
    (leftovers.webpackChunkmf_voting ??= []).push([['__federation_expose_routes'], { 42: () => 'candidate' }]);
    throw new Error('RUNTIME-001: broken release');
  });
  serve(STABLE_MANIFEST, async () => {
    seenByStable = leftovers.webpackChunkmf_voting;
    return page('0.3.0');
  });
  await visit('/pc/secondCompetition', votingRollout(20), inShare);
  expect(await screen.findByRole('heading', { name: 'Voting secondCompetition 0.3.0' })).toBeInTheDocument();
  expect(seenByStable).toBeUndefined();
  Reflect.deleteProperty(window, 'webpackChunkmf_voting');
});

test('when stable fails too, the fallback shows; its retry loads stable again, never the candidate', async () => {
  serve(CANDIDATE_MANIFEST, failing('candidate down'));
  serve(STABLE_MANIFEST, failing('stable down'));
  const { area } = await visit('/pc/secondCompetition', votingRollout(20), inShare);
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: '此部分暫時未能載入' })).toBeInTheDocument();
  expect(area()).toHaveAttribute('data-remote-version', '0.3.0');
  expect(sent.map(({ version, outcome }) => `${version} ${outcome}`)).toEqual(['0.4.0 failedToLoad', '0.3.0 failedToLoad']);

  serve(STABLE_MANIFEST, async () => page('0.3.0'));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '重試' })));
  expect(await screen.findByRole('heading', { name: 'Voting secondCompetition 0.3.0' })).toBeInTheDocument();
  expect(loads).toEqual([absolute(CANDIDATE_MANIFEST), absolute(STABLE_MANIFEST), absolute(STABLE_MANIFEST)]);
  expect(sent.at(-1)).toEqual({ remote: 'mf-voting', version: '0.3.0', outcome: 'loaded' });
});

test('a remote without a rollout that fails shows the fallback at once, reported as failedToLoad', async () => {
  serve(STABLE_MANIFEST, failing('stable down'));
  const { area } = await visit('/pc/secondCompetition', votingRollout(0), inShare);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(area()).toHaveAttribute('data-remote-channel', 'stable');
  expect(loads).toEqual([absolute(STABLE_MANIFEST)]);
  expect(jest.mocked(registerRemotes).mock.calls.some(([, options]) => options?.force)).toBe(false);
  expect(sent).toEqual([{ remote: 'mf-voting', version: '0.3.0', outcome: 'failedToLoad' }]);
});

function Broken(): never {
  throw new Error('render bug in 0.4.0');
}
const throwsWhileRendering: Build = async () => ({
  ...page('0.4.0'),
  routes: { pc: [{ path: 'secondCompetition', element: <Broken /> }], mobile: [] },
});

test("a candidate's page that throws while rendering is reported as 'threw', and stable renders instead", async () => {
  serve(CANDIDATE_MANIFEST, throwsWhileRendering);
  const { area } = await visit('/pc/secondCompetition', votingRollout(20), inShare);
  expect(await screen.findByRole('heading', { name: 'Voting secondCompetition 0.3.0' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(area()).toHaveAttribute('data-remote-channel', 'stable');
  expect(sent).toEqual([
    { remote: 'mf-voting', version: '0.4.0', outcome: 'loaded' },
    { remote: 'mf-voting', version: '0.4.0', outcome: 'threw' },
    { remote: 'mf-voting', version: '0.3.0', outcome: 'loaded' },
  ]);
});

describe('where the browser can keep what failed (the usual case)', () => {
  test.each<[string, Build]>([
    ['fails to load', failing('RUNTIME-008: remoteEntry failed')],
    ['throws while rendering', throwsWhileRendering],
  ])('a candidate that %s is remembered and the page reloads, with no error shown; the next page view is stable', async (_case, build) => {
    serve(CANDIDATE_MANIFEST, build);
    await visit('/pc/secondCompetition', votingRollout(20), inShare, { remembers: true });
    await waitFor(() => expect(reloads).toBe(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument(); // the area says it is loading until the page goes
    expect(JSON.parse(localStorage.getItem(FAILED_CANDIDATES_KEY) ?? '{}')).toEqual({ 'mf-voting': '0.4.0' });
    expect(sent.map(({ version, outcome }) => `${version} ${outcome}`)).toContainEqual(expect.stringMatching(/^0\.4\.0 (failedToLoad|threw)$/));
    expect(loads).toEqual([absolute(CANDIDATE_MANIFEST)]); // stable never loads into the page the candidate ran in

    // The reloaded page view, and every later one while 0.4.0 is the candidate: stable from the start.
    cleanup();
    loads.length = 0;
    registered.clear(); // a new document: a new federation runtime
    const { area } = await visit('/pc/secondCompetition', votingRollout(50), inShare, { remembers: true });
    expect(await screen.findByRole('heading', { name: 'Voting secondCompetition 0.3.0' })).toBeInTheDocument();
    expect(area()).toHaveAttribute('data-remote-channel', 'stable');
    expect(loads).toEqual([absolute(STABLE_MANIFEST)]);
    expect(reloads).toBe(1);
  });
});

test('a candidate that never answers counts as failed after the load timeout, and stable takes its place', async () => {
  jest.useFakeTimers();
  try {
    serve(CANDIDATE_MANIFEST, () => new Promise(() => undefined));
    const { loader, release } = startPageView(
      { registry: votingRollout(20), source: 'live' },
      { visitorId: inShare, report: (beacon) => sent.push(beacon), remember: () => false },
    );
    const loading = loader.load(release.plan.served('mf-voting')!.remote);
    await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
    await expect(loading).resolves.toMatchObject({ routes: { pc: [{ path: 'secondCompetition' }] } });
    expect(release.plan.served('mf-voting')).toMatchObject({ channel: 'stable', remote: { version: '0.3.0' } });
    expect(sent.map(({ version, outcome }) => `${version} ${outcome}`)).toEqual(['0.4.0 failedToLoad', '0.3.0 loaded']);
  } finally {
    jest.useRealTimers();
  }
});

describe('slots', () => {
  const registry = (percent: number) =>
    parseRegistry({
      schemaVersion: 1,
      remotes: [
        { name: 'mf-account', version: '0.1.0', manifestUrl: '/a/mf-manifest.json', routes: { pc: ['personalCenter'], mobile: [] } },
        {
          name: 'mf-competition',
          version: '0.1.0',
          manifestUrl: '/c/0.1.0/mf-manifest.json',
          routes: { pc: [], mobile: [] },
          slots: ['personalCenter.works'],
          rollout: { version: '0.2.0', manifestUrl: '/c/0.2.0/mf-manifest.json', routes: { pc: [], mobile: [] }, percent },
        },
      ],
    })!;
  const lending = (text: string): Build => async () => ({
    i18nNamespace: 'competition',
    routes: { pc: [], mobile: [] },
    slots: { 'personalCenter.works': () => <p>{text}</p> },
  });
  const visitor = visitorWithBucket('mf-competition', (bucket) => bucket < 50);

  beforeEach(() => {
    act(() => useAuthStore.getState().logIn('token-1', null));
    serve('/a/mf-manifest.json', async () => ({
      i18nNamespace: 'account',
      routes: { pc: [{ path: 'personalCenter', element: <Slot name="personalCenter.works" device="pc" /> }], mobile: [] },
    }));
    serve('/c/0.1.0/mf-manifest.json', lending('Works from 0.1.0'));
    serve('/c/0.2.0/mf-manifest.json', lending('Works from 0.2.0'));
  });

  test("a slot is filled by the provider's picked version", async () => {
    await visit('/pc/personalCenter', registry(50), visitor);
    expect(await screen.findByText('Works from 0.2.0')).toBeInTheDocument();
    expect(sent).toContainEqual({ remote: 'mf-competition', version: '0.2.0', outcome: 'loaded' });
  });

  test("a slot whose candidate fails is filled by the provider's stable version", async () => {
    serve('/c/0.2.0/mf-manifest.json', failing('candidate down'));
    await visit('/pc/personalCenter', registry(50), visitor);
    expect(await screen.findByText('Works from 0.1.0')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test("a slot whose candidate throws while rendering is filled by the provider's stable version, no error shown", async () => {
    serve('/c/0.2.0/mf-manifest.json', async () => ({
      i18nNamespace: 'competition',
      routes: { pc: [], mobile: [] },
      slots: { 'personalCenter.works': Broken },
    }));
    await visit('/pc/personalCenter', registry(50), visitor);
    expect(await screen.findByText('Works from 0.1.0')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toContainEqual({ remote: 'mf-competition', version: '0.2.0', outcome: 'threw' });
  });
});
