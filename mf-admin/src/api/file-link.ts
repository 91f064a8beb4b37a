import type { FileLink } from '@portal/contracts/admin-review';
import { staffPost } from './staff-client';
import { staffToken } from './staff-token';

// <img>, <video> and a download link send no staff-token header: a private file (an ID card, a work) is opened
// through a short-lived link the session mints for its route (POST /api/admin/file-links, api/src/staff/file-links.ts).
// One link per route is kept while it lives, so a page shown again (or an effect run twice) reuses it instead of
// minting another; they all go when the session does (a link dies with its session on the server too).

/** Minted anew this long before the server's expiry, so an element never starts loading on a dying link. */
const MARGIN_MS = 10 * 60 * 1000;

const links = new Map<string, Promise<FileLink>>();

staffToken.subscribe(() => links.clear());

/** A link that opens `path` (an API route, `/api/admin/…`) in a browser element for this session. */
export function fileLinkFor(path: string): Promise<FileLink> {
  const kept = links.get(path);
  if (kept) return kept;
  const asked = staffPost<FileLink>('/admin/file-links', { path }, { silent: true }).then((link) => {
    // Forgotten before it dies, so the next page asks for a fresh one.
    const left = Date.parse(link.expiresAt) - Date.now() - MARGIN_MS;
    setTimeout(() => links.get(path) === asked && links.delete(path), Math.max(0, left));
    return link;
  });
  links.set(path, asked);
  // A refused or failed mint is not kept: the next try asks again.
  asked.catch(() => links.get(path) === asked && links.delete(path));
  return asked;
}

/** The same link, asking for the file as an attachment under its name (`download=1`). */
export function downloadUrl(link: FileLink): string {
  return `${link.url}${link.url.includes('?') ? '&' : '?'}download=1`;
}
