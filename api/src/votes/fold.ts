// Folding an e-mail address to its mailbox (issue 28, docs/adr/0014 "Contacts"): aliases that deliver to one mailbox
// must be one voter, so the contact hash is taken of the folded form while the code still goes to the address typed.
// Only what is certain is folded: a fold that merged two people's mailboxes would tell the second 'you have already
// voted', which is worse than an alias left unfolded.

/** RFC 5233's sub-address separator, which every large provider delivers to the base mailbox. */
const SUB_ADDRESS = '+';

/** Domains that name one mail service: the key is folded to the value. */
const SAME_SERVICE: Readonly<Record<string, string>> = { 'googlemail.com': 'gmail.com' };

/** Services that ignore dots in the local part (`a.b@` is `ab@`), after SAME_SERVICE. */
const DOTS_IGNORED = new Set(['gmail.com']);

/**
 * The mailbox an address delivers to, from an already lower-cased, checked address: the sub-address dropped for every
 * domain, googlemail.com read as gmail.com and dots dropped where the service ignores them. A plain address
 * (`ada@example.org`) folds to itself, so hashes stored before folding existed are unchanged.
 */
export function foldEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  domain = SAME_SERVICE[domain] ?? domain;
  const plus = local.indexOf(SUB_ADDRESS);
  // `+tag@` has no base mailbox to fold to: left as typed rather than folded to an empty name.
  if (plus > 0) local = local.slice(0, plus);
  if (DOTS_IGNORED.has(domain)) {
    const undotted = local.replaceAll('.', '');
    if (undotted !== '') local = undotted;
  }
  return `${local}@${domain}`;
}
