import { createRequire } from 'node:module';
import { domainToASCII } from 'node:url';

// Disposable e-mail domains (issue 28, docs/adr/0014 "Contacts"): a throwaway mailbox per vote would make "one vote per
// verified contact" one vote per minute of effort. The list is the `disposable-email-domains` package, kept up by its
// maintainers and refreshed here by ordinary dependency updates: `index.json` names domains exactly, `wildcard.json`
// names domains whose every subdomain is disposable too (services that hand out `anything.example.com`).

const require = createRequire(import.meta.url);

interface Lists {
  exact: ReadonlySet<string>;
  wildcard: ReadonlySet<string>;
}

let lists: Lists | undefined;

/** Read once, on the first e-mail contact (about 120,000 names, 56–113 ms here), then Set lookups (under 1 µs). */
function loaded(): Lists {
  lists ??= {
    exact: new Set(require('disposable-email-domains/index.json') as string[]),
    wildcard: new Set(require('disposable-email-domains/wildcard.json') as string[]),
  };
  return lists;
}

/** Whether a lower-case domain, or one of its parents on the wildcard list, is a disposable mail service. */
function listed(domain: string, { exact, wildcard }: Lists): boolean {
  if (exact.has(domain)) return true;
  for (let name = domain; name.includes('.'); name = name.slice(name.indexOf('.') + 1)) {
    if (wildcard.has(name)) return true;
  }
  return false;
}

/** Whether an address (lower-cased) is at a disposable domain; an internationalized domain is also checked as punycode. */
export function isDisposableEmail(address: string): boolean {
  const domain = address.slice(address.lastIndexOf('@') + 1);
  const found = loaded();
  if (listed(domain, found)) return true;
  const ascii = domainToASCII(domain);
  return ascii !== '' && ascii !== domain && listed(ascii, found);
}
