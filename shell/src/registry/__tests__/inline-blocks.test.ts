// The registry and the owner's manifest written into the page by the server (api/src/shell-html) are used without a
// request, once; a malformed block costs only the request it would have saved.
import { manifestFetchPlugin } from '../../remotes/federation';
import { loadRegistry } from '../load-registry';

const registry = {
  schemaVersion: 1,
  remotes: [{ name: 'mf-content', version: '1.2.0', manifestUrl: '/remotes/mf-content/1.2.0/mf-manifest.json', routes: { pc: ['home'], mobile: ['home'] } }],
};
const builtIn = { schemaVersion: 1, remotes: [] };
const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' }, exposes: [] };

function writeBlock(id: string, text: string) {
  const script = document.createElement('script');
  script.id = id;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

let fetchMock: jest.SpyInstance;
beforeEach(() => {
  document.head.innerHTML = '';
  fetchMock = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('the registry written into the page is used without fetching /registry.json', async () => {
  writeBlock('portal-registry', JSON.stringify(registry));
  const loaded = await loadRegistry({ url: '/registry.json', fallback: builtIn, timeoutMs: 1000 });
  expect(loaded).toEqual({ registry, source: 'live' });
  expect(fetchMock).not.toHaveBeenCalled();
});

test.each(['{not json', JSON.stringify({ schemaVersion: 1, remotes: 'none' })])('a malformed registry block (%s) falls back to the request', async (text) => {
  writeBlock('portal-registry', text);
  const loaded = await loadRegistry({ url: '/registry.json', fallback: builtIn, timeoutMs: 1000 });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(loaded.source).toBe('built-in');
});

test("the owner's manifest written into the page answers the runtime's first request for it, then the network does", async () => {
  writeBlock('portal-manifests', JSON.stringify({ '/remotes/mf-content/1.2.0/mf-manifest.json': manifest }));
  const plugin = manifestFetchPlugin(1000);
  const url = new URL('/remotes/mf-content/1.2.0/mf-manifest.json', window.location.href).href;
  const first = await plugin.fetch!(url, {});
  expect(await (first as Response).json()).toEqual(manifest);
  expect(fetchMock).not.toHaveBeenCalled();

  fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
  await plugin.fetch!(url, {});
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test("another remote's manifest is fetched", async () => {
  writeBlock('portal-manifests', JSON.stringify({ '/remotes/mf-content/1.2.0/mf-manifest.json': manifest }));
  fetchMock.mockResolvedValue(new Response('{"x":1}', { status: 200 }));
  const plugin = manifestFetchPlugin(1000);
  await plugin.fetch!(new URL('/remotes/mf-voting/1.0.0/mf-manifest.json', window.location.href).href, {});
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
