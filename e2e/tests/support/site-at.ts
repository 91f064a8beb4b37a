// Tests that need another day of the season start a site of their own whose server clock (the site's only clock)
// starts at `portalNow`: the pages follow it through GET /api/season. `test.use({ portalNow })` picks the instant.
import { test as base } from './test';
import { startIsolatedSite, type IsolatedSite } from './isolated-site';
import { releasedRegistry } from './repo';

export const test = base.extend<{ portalNow: string; site: IsolatedSite }>({
  portalNow: ['', { option: true }],
  // Named `provide`, not `use`: the React hooks lint would take `use` for React's hook.
  site: async ({ portalNow }, provide) => {
    if (!portalNow) throw new Error('test.use({ portalNow }) names the instant the site starts at');
    const site = await startIsolatedSite(releasedRegistry(), { env: { PORTAL_NOW: portalNow } });
    try {
      await provide(site);
    } finally {
      await site.stop();
    }
  },
});

export { expect } from '@playwright/test';
