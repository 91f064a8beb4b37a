// The prerendered first view stays until the live app's page has rendered and its data arrived, then the two are
// swapped in one step (docs/adr/0020).
import type * as HandOffModule from '../hand-off';

type HandOff = typeof HandOffModule;

async function freshModules(): Promise<{ handOff: HandOff }> {
  jest.resetModules();
  return { handOff: await import('../hand-off') };
}

function pagePrerendered(): HTMLElement {
  document.body.innerHTML = '<div id="root"><div data-prerendered inert><h1>first view</h1></div></div>';
  document.documentElement.removeAttribute('data-page-ready');
  return document.getElementById('root')!;
}

beforeEach(() => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => setTimeout(() => callback(0), 0) as unknown as number);
});
afterEach(() => jest.restoreAllMocks());

test('without a prerendered view the app renders into #root, and the page is marked ready when it is', async () => {
  const { handOff } = await freshModules();
  document.body.innerHTML = '<div id="root"><div data-first-view>Loading…</div></div>';
  const root = document.getElementById('root')!;
  const { target, onReady } = handOff.prepareRoot(root);
  expect(target).toBe(root);
  onReady(true);
  // Empty: complete (`timeout` would say it was handed over unfinished).
  expect(document.documentElement.getAttribute('data-page-ready')).toBe('');
});

test('with one, the app renders unseen beside it; ready swaps them: the live page shown, the copy gone', async () => {
  const { handOff } = await freshModules();
  const root = pagePrerendered();
  const { target, onReady } = handOff.prepareRoot(root);
  expect(target).not.toBe(root);
  // Unseen and inert, but laid out at the page's width (not display: none), so what measures itself on start —
  // the banner's carousel — has its real width before the swap.
  expect(target.style.visibility).toBe('hidden');
  expect(target.style.width).toBe('100%');
  expect(target.style.display).not.toBe('none');
  expect(target.hidden).toBe(false);
  expect(target.inert).toBe(true);
  expect(root.querySelector('[data-prerendered]')).not.toBeNull();
  target.innerHTML = '<h1>live</h1>';
  onReady();
  expect(root.querySelector('[data-prerendered]')).toBeNull();
  expect(target.inert).toBe(false);
  expect(target.style.cssText).toBe('display: contents;');
  expect(root.textContent).toBe('live');
  expect(document.documentElement.hasAttribute('data-page-ready')).toBe(true);
});

test('the first view is ready once the page has rendered and no API request is under way', async () => {
  jest.useFakeTimers();
  try {
    const { handOff } = await freshModules();
    const idle = { isIdle: () => true, whenIdle: () => Promise.resolve() };
    let ready = false;
    void handOff.firstViewReady(10_000, idle).then((complete) => (ready = complete));
    await jest.advanceTimersByTimeAsync(100);
    expect(ready).toBe(false); // the page has not rendered
    handOff.markPageRendered();
    await jest.advanceTimersByTimeAsync(100);
    expect(ready).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

test('a request under way holds the hand-off until it ends', async () => {
  jest.useFakeTimers();
  try {
    const { handOff } = await freshModules();
    let pending = 1;
    let wake = () => {};
    const api = {
      isIdle: () => pending === 0,
      whenIdle: () => (pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve))),
    };
    let ready = false;
    void handOff.firstViewReady(10_000, api).then(() => (ready = true));
    handOff.markPageRendered();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(ready).toBe(false);
    pending = 0;
    wake();
    await jest.advanceTimersByTimeAsync(100);
    expect(ready).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

test('a page that never reports ready is handed over after the time limit, marked as unfinished', async () => {
  jest.useFakeTimers();
  try {
    const { handOff } = await freshModules();
    let ready: boolean | undefined;
    void handOff.firstViewReady(4_000).then((complete) => (ready = complete));
    await jest.advanceTimersByTimeAsync(3_900);
    expect(ready).toBeUndefined();
    await jest.advanceTimersByTimeAsync(200);
    expect(ready).toBe(false);
    // `pnpm prerender` waits for an empty mark: an unfinished view ("Loading…") is never captured as a first view.
    const { onReady } = handOff.prepareRoot(document.createElement('div'));
    onReady(ready);
    expect(document.documentElement.getAttribute('data-page-ready')).toBe('timeout');
    // It completes later: the mark says so.
    let complete = false;
    void handOff.firstViewComplete({ isIdle: () => true, whenIdle: () => Promise.resolve() }).then(() => {
      handOff.markFirstView(true);
      complete = true;
    });
    handOff.markPageRendered();
    await jest.advanceTimersByTimeAsync(100);
    expect(complete).toBe(true);
    expect(document.documentElement.getAttribute('data-page-ready')).toBe('');
  } finally {
    jest.useRealTimers();
  }
});
