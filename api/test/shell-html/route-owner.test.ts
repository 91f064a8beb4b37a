import { describe, expect, it } from '@jest/globals';
import type { RegistryDocument } from '@portal/contracts/registry';
import { renderShellPage } from '../../src/shell-html/render.js';
import { routeOwner } from '../../src/shell-html/route-owner.js';

const remote = (name: string, pc: string[], mobile: string[] = []) => ({
  name,
  version: '1.0.0',
  manifestUrl: `/remotes/${name}/1.0.0/mf-manifest.json`,
  routes: { pc, mobile },
});
const registry: RegistryDocument = {
  schemaVersion: 1,
  remotes: [
    remote('mf-content', ['home', 'latestNews', 'c/:id', 'news/*'], ['home']),
    remote('mf-account', ['logIn'], ['login']),
    { ...remote('mf-admin', []), routes: { pc: [], mobile: [], admin: ['login', 'staff/:id'] } },
  ],
};

describe('routeOwner', () => {
  it.each([
    ['/pc/home', 'mf-content'],
    ['/pc/latestNews', 'mf-content'],
    ['/pc/c/3', 'mf-content'],
    ['/pc/news/consult/detail', 'mf-content'],
    ['/mobile/home', 'mf-content'],
    ['/pc/logIn', 'mf-account'],
    ['/mobile/login', 'mf-account'],
    ['/admin/login', 'mf-admin'],
    ['/admin/staff/7', 'mf-admin'],
  ])('%s belongs to %s', (path, owner) => {
    expect(routeOwner(registry, path)?.name).toBe(owner);
  });

  it.each(['/admin/logIn', '/admin', '/admin/staff', '/pc/login', '/mobile/logIn', '/pc/c', '/pc/c/3/4', '/pc/home/more', '/tablet/home', '/', '/pc'])(
    '%s belongs to no remote',
    (path) => {
      expect(routeOwner(registry, path)).toBeNull();
    },
  );
});

describe('renderShellPage', () => {
  const template = '<!doctype html><html><head><title>t</title></head><body><div id=root></div></body></html>';

  it('writes the registry as an inert data block that cannot close its element', () => {
    const hostile = { ...registry, remotes: [{ ...registry.remotes[0]!, routes: { pc: ['</script><script>alert(1)</script>'], mobile: [] } }] };
    const html = renderShellPage(template, { registry: hostile, hints: null });
    const block = html.slice(html.indexOf('<script id="portal-registry"'), html.indexOf('</head>'));
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(block).toContain('type="application/json"');
    const json = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('leaves the template alone when there is nothing to write', () => {
    expect(renderShellPage(template, { registry: null, hints: null })).toBe(template);
  });
});
