import { SITE_SETTINGS_BLOCK_ID } from '@portal/contracts/site-settings-rules';
import { configureApiHost, loadSiteSettings } from '@portal/shared/api';
import type * as config from '@portal/shared/config';
import { setSiteSettings, siteSettings } from '@portal/shared/config';
import { envelope, reply, setupFixtureServer, siteSettingsFixture } from '@portal/shared/testing';

// The site settings are runtime data (issue 25): a page takes them from the data block its server wrote, and only a
// page without one asks the API.

const t = setupFixtureServer();
afterEach(() => {
  setSiteSettings(null);
  document.getElementById(SITE_SETTINGS_BLOCK_ID)?.remove();
});

function writeBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SITE_SETTINGS_BLOCK_ID;
  block.textContent = text;
  document.head.append(block);
}

type ConfigModule = typeof config;

/** The config module as a page loads it: it reads the block once, when first imported. */
function freshConfig(): ConfigModule {
  let module: ConfigModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<ConfigModule>('@portal/shared/config');
  });
  if (!module) throw new Error('not loaded');
  return module;
}

test("are the page's data block when the server wrote one", () => {
  writeBlock(JSON.stringify(siteSettingsFixture()));
  expect(freshConfig().siteSettings()).toEqual(siteSettingsFixture());
});

test.each([
  ['not JSON', '{"contact":'],
  ['not the settings', JSON.stringify({ contact: { phone: 1 } })],
])('are unknown when the block is %s', (_case, text) => {
  writeBlock(text);
  expect(freshConfig().siteSettings()).toBeNull();
});

test('come from GET /api/site/settings for a page without the block, the short links left out', async () => {
  t.server.use((_hit, res) => reply(res, 200, envelope(1, { ...siteSettingsFixture(), chatAppUrl: 'https://chat.example.org', chainTransactions: [] })));
  const restore = configureApiHost(t.server.url);
  try {
    await loadSiteSettings();
    expect(siteSettings()).toEqual(siteSettingsFixture());
    // Known now: no second request.
    await loadSiteSettings();
    expect(t.server.hits.map((hit) => `${hit.method} ${hit.path}`)).toEqual(['GET /api/site/settings']);
  } finally {
    restore();
  }
});

test('stay unknown, quietly, when the API cannot give them', async () => {
  t.server.use((_hit, res) => reply(res, 503, envelope(0, null, 'The site settings cannot be read right now', true)));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const restore = configureApiHost(t.server.url);
  try {
    await loadSiteSettings();
    expect(siteSettings()).toBeNull();
    expect(warn).toHaveBeenCalled();
  } finally {
    restore();
    warn.mockRestore();
  }
});
