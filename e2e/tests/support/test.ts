// The suite's `test`: Playwright's, with a guard on every page of every test (issue 14): a Content-Security-Policy
// violation fails the test that caused it. The site runs under its real policy (api/src/security/csp.ts), so a library
// that injects an unhashed style, a remote on an origin the registry does not name, or an inline script shows here.
import { test as base } from '@playwright/test';

const VIOLATION = /Content Security Policy|Content-Security-Policy/i;

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, provide, testInfo) => {
      const violations: string[] = [];
      // Chromium reports each blocked load or inline style on the page's console, as an error.
      context.on('console', (message) => {
        if (message.type() === 'error' && VIOLATION.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
      });
      await provide();
      if (violations.length > 0) {
        await testInfo.attach('csp-violations', { body: violations.join('\n'), contentType: 'text/plain' });
        throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
      }
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
