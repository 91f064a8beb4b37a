// The shell build's csp.json (issue 14, docs/adr/0022): the hashes must be those of the styles the libraries really
// inject, or the site's policy refuses them (and the e2e guard fails on the violation).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { connectOrigins, injectedStyleHashes } from '../csp.mjs';

const sha256Source = (/** @type {string} */ text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

test("the hashes cover every style text sonner puts into the page when it loads, as the browser sees each", async () => {
  /** @type {string[]} */
  const seen = [];
  // A document just good enough for sonner's injection: each state of each <style> element is recorded.
  const style = () => {
    /** @type {string[]} */
    const texts = [];
    const element = {
      type: '',
      appendChild(/** @type {{ text: string }} */ node) {
        texts.push(node.text);
        seen.push(texts.join(''));
      },
    };
    return element;
  };
  globalThis.document = /** @type {any} a stub of the few DOM calls sonner makes */ ({
    head: { appendChild: () => seen.push('') },
    createElement: style,
    createTextNode: (/** @type {string} */ text) => ({ text }),
    getElementsByTagName: () => [],
  });
  try {
    const require = createRequire(new URL('../../package.json', import.meta.url));
    await import(require.resolve('sonner').replace(/\.js$/, '.mjs'));
  } finally {
    // @ts-expect-error the stub is removed again
    delete globalThis.document;
  }
  assert.ok(seen.some((text) => text.length > 1000), 'sonner injected its stylesheet');
  const hashes = injectedStyleHashes();
  for (const text of seen) assert.ok(hashes.includes(sha256Source(text)), `hash of a ${text.length}-character style is listed`);
});

test('the content API origin is listed only when the deployment configuration names another host', () => {
  assert.deepEqual(connectOrigins(), []);
});
