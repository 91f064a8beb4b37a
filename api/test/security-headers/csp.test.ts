import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { newNonce, pagePolicy, registryOrigins, sha256Source, styleAttributes, webOrigin } from '../../src/security/csp.js';
import type { RegistryDocument } from '@portal/contracts/registry';

// The page policy as a function of its inputs (issue 14, docs/adr/0022).
const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

const entry = (name: string, manifestUrl: string, rollout?: string) => ({
  name,
  version: '1.0.0',
  manifestUrl,
  routes: { pc: [], mobile: [] },
  ...(rollout ? { rollout: { version: '1.1.0', manifestUrl: rollout, routes: { pc: [], mobile: [] }, percent: 10 } } : {}),
});

describe('the page policy', () => {
  it('lets the back office frame the site, and a preview page be framed by the site alone (docs/adr/0032 "Preview")', () => {
    const admin = directives(pagePolicy({ nonce: 'abc', remoteOrigins: [], framing: 'framesSite' }));
    expect([admin['frame-src'], admin['frame-ancestors']]).toEqual([["'self'"], ["'none'"]]);
    const preview = directives(pagePolicy({ nonce: 'abc', remoteOrigins: [], framing: 'framedBySite' }));
    expect([preview['frame-src'], preview['frame-ancestors']]).toEqual([["'none'"], ["'self'"]]);
  });

  it('allows this origin and the remotes the registry names, objects and framing never, and reports', () => {
    const policy = directives(pagePolicy({ nonce: 'abc', remoteOrigins: ['https://cdn.example.org'] }));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.org']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.example.org']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['report-uri']).toEqual(['/api/csp-report']);
    // Nothing inline runs: no 'unsafe-inline' or 'unsafe-eval' anywhere.
    expect(Object.values(policy).flat()).not.toEqual(expect.arrayContaining(["'unsafe-inline'"]));
    expect(Object.values(policy).flat()).not.toEqual(expect.arrayContaining(["'unsafe-eval'"]));
  });

  it('allows inline styles only with the nonce or a listed hash, and style attributes only by hash', () => {
    const hash = sha256Source('.toast{color:red}');
    const attribute = sha256Source('width: 50%;');
    const policy = directives(pagePolicy({ nonce: 'N0nce', remoteOrigins: [], styleHashes: [hash], styleAttributeHashes: [attribute] }));
    expect(policy['style-src']).toEqual(["'self'", "'nonce-N0nce'", hash]);
    expect(policy['style-src-attr']).toEqual(["'unsafe-hashes'", attribute]);
    expect(directives(pagePolicy({ nonce: 'x', remoteOrigins: [] }))['style-src-attr']).toEqual(["'none'"]);
  });

  it('lets the live stream play from its origin while it is shown, and the content API be called on its own', () => {
    const policy = directives(pagePolicy({ nonce: 'x', remoteOrigins: [], liveStreamOrigin: 'https://live.example.org', apiOrigin: 'https://api.example.org' }));
    expect(policy['frame-src']).toEqual(['https://live.example.org']);
    expect(policy['media-src']).toEqual(["'self'", 'blob:', 'https://live.example.org']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.org']);
  });
});

describe('its inputs', () => {
  it('takes the origins of every manifest, candidates included, and leaves this origin out', () => {
    const registry = {
      schemaVersion: 1,
      remotes: [
        entry('mf-content', '/remotes/mf-content/1.0.0/mf-manifest.json'),
        entry('mf-voting', 'https://cdn.example.org/remotes/mf-voting/1.0.0/mf-manifest.json', 'https://canary.example.org/v/mf-manifest.json'),
        entry('mf-account', 'https://cdn.example.org/remotes/mf-account/1.0.0/mf-manifest.json'),
      ],
    } as RegistryDocument;
    expect(registryOrigins(registry)).toEqual(['https://canary.example.org', 'https://cdn.example.org']);
    expect(registryOrigins(null)).toEqual([]);
  });

  it('hashes each distinct style attribute of a first view as the browser reads it', () => {
    const html = '<div style="transform: translate3d(0px, 0px, 0px); width: 320px;"><a style="font-family: &quot;Noto&quot;">x</a><p style="transform: translate3d(0px, 0px, 0px); width: 320px;"></p></div>';
    expect(styleAttributes(html)).toEqual(['transform: translate3d(0px, 0px, 0px); width: 320px;', 'font-family: "Noto"']);
    const expected = `'sha256-${createHash('sha256').update('font-family: "Noto"').digest('base64')}'`;
    expect(sha256Source('font-family: "Noto"')).toBe(expected);
  });

  it('makes a new nonce for each response, and reads only http(s) origins', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(webOrigin('https://a.example.org:8443/x?y')).toBe('https://a.example.org:8443');
    for (const url of ['/remotes/x', 'javascript:alert(1)', 'data:text/html,x', '//evil.example.org/x']) expect(webOrigin(url)).toBeNull();
  });
});
