import { describe, expect, it } from '@jest/globals';
import { registeredPages, resolveSitePath } from '../../src/site/pages.js';
import { routeOwner } from '../../src/shell-html/route-owner.js';
import type { RegistryDocument } from '@portal/contracts/registry';

// The server knows a remote's pages by the same patterns the shell reads (issue 22): a `:param` segment and a final
// splat, which (as in react-router) also owns the path it hangs from. Both of the server's readers agree.

const registry: RegistryDocument = {
  schemaVersion: 1,
  remotes: [
    {
      name: 'mf-voting',
      version: '1.3.0-rc.1+sha.abc',
      manifestUrl: '/remotes/mf-voting/1.3.0-rc.1+sha.abc/mf-manifest.json',
      routes: { pc: ['secondCompetition/*', 'winners/:year'], mobile: ['vote'] },
    },
  ],
};

describe('pages of pattern routes', () => {
  it.each(['/pc/secondCompetition', '/pc/secondCompetition/', '/pc/secondCompetition/round/2', '/pc/winners/2024'])('%s is a page of mf-voting', (path) => {
    expect(resolveSitePath(path, registry)).toMatchObject({ kind: 'page', remote: 'mf-voting' });
    expect(routeOwner(registry, path)?.name).toBe('mf-voting');
  });

  it.each(['/pc/secondCompetitionX', '/pc/winners', '/pc/winners/2024/extra', '/mobile/secondCompetition'])('%s is no page', (path) => {
    expect(resolveSitePath(path, registry)).toEqual({ kind: 'unknown' });
    expect(routeOwner(registry, path)).toBeNull();
  });
});

it('lists the page a splat hangs from, and no page for a :param route (the sitemap reads this)', () => {
  expect(registeredPages(registry)).toEqual([
    { device: 'pc', route: 'secondCompetition' },
    { device: 'mobile', route: 'vote' },
  ]);
});
