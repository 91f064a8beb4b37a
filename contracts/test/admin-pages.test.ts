import { describe, expect, it } from '@jest/globals';
import { ADMIN_ROUTES, declarationOf, splitAdminPath } from '../src/pages/index.js';
import { ROUTE_PATTERN } from '../src/registry/index.js';

// The back office's pages (issue 24) are declared like the public ones and reach the registry the same way.
describe('admin pages', () => {
  it('are what mf-admin declares for the registry, under admin only', () => {
    expect(declarationOf('mf-admin')).toEqual({ pc: [], mobile: [], admin: [...ADMIN_ROUTES] });
  });

  it('leave the public remotes as they were', () => {
    expect(declarationOf('mf-voting')).toEqual({ pc: ['secondCompetition', 'speak-sustainability-contest'], mobile: ['vote', 'prize/winner/index'] });
  });

  it('are route patterns the registry accepts', () => {
    for (const route of ADMIN_ROUTES) expect(route).toMatch(ROUTE_PATTERN);
  });

  it.each([
    ['/admin', ''],
    ['/admin/', ''],
    ['/admin/login', 'login'],
    ['/admin/staff/3/', 'staff/3'],
    ['/administration', null],
    ['/pc/admin', null],
  ])('splitAdminPath(%p) is %p', (path, route) => {
    expect(splitAdminPath(path)).toBe(route);
  });
});
