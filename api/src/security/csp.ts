import { createHash, randomBytes } from 'node:crypto';
import type { RegistryDocument } from '@portal/contracts/registry';

// The Content-Security-Policy of the site's pages (issue 14, docs/adr/0022). Everything a page runs or loads comes from
// this origin or from the origins the registry names for its remotes; nothing inline runs or styles the page unless
// it is hashed or carries the response's nonce.

export const CSP_REPORT_PATH = '/api/csp-report';

/**
 * Every response that is not a page (API answers, files): nothing may load from it if it is ever opened as a
 * document, and nothing may frame it.
 */
export const RESOURCE_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export interface PagePolicyParts {
  /** A fresh random value per response (newNonce()): inline styles injected by the app's libraries carry it. */
  nonce: string;
  /** Origins (`https://cdn.example.org`) other than this one the registry loads remotes from. */
  remoteOrigins: readonly string[];
  /** `'sha256-…'` of inline <style> texts the shell's libraries inject at load (the build lists them). */
  styleHashes?: readonly string[];
  /** `'sha256-…'` of the style attributes in the page's prerendered first view. */
  styleAttributeHashes?: readonly string[];
  /** Where the home page's live stream plays from (an iframe or a video on another origin), when one is shown. */
  liveStreamOrigin?: string | null;
  /** The origin of the content API (Layer A) when it is not this one. */
  apiOrigin?: string | null;
  /** Where the home page's introduction video plays from when the site settings name another site (issue 25). */
  introVideoOrigin?: string | null;
  /**
   * Article previews (issue 25 point 2): the back office frames the site's own pages (frame-src 'self'), and a page
   * opened with a preview token may be framed by this origin alone (frame-ancestors 'self'); every other page by none.
   */
  framing?: 'framesSite' | 'framedBySite';
}

export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

/** The CSP source of a text's SHA-256, as CSP hashes inline content. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The origin of an absolute http(s) URL, or null for a relative one (this origin) or anything else. */
export function webOrigin(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origins of every manifest the registry names (stable and candidate), this origin's relative ones left out. */
export function registryOrigins(document: RegistryDocument | null): string[] {
  const origins = new Set<string>();
  for (const remote of document?.remotes ?? []) {
    for (const url of [remote.manifestUrl, remote.rollout?.manifestUrl]) {
      const origin = url ? webOrigin(url) : null;
      if (origin) origins.add(origin);
    }
  }
  return [...origins].sort();
}

const list = (...sources: (string | null | undefined | readonly string[])[]) =>
  sources.flat().filter((source): source is string => typeof source === 'string' && source.length > 0).join(' ');

/** The policy of a page, as one header value. */
export function pagePolicy(parts: PagePolicyParts): string {
  const remotes = parts.remoteOrigins;
  const live = parts.liveStreamOrigin ?? null;
  const attributes = parts.styleAttributeHashes ?? [];
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', list("'self'", remotes)],
    ['style-src', list("'self'", `'nonce-${parts.nonce}'`, parts.styleHashes ?? [], remotes)],
    // Style attributes only exist in a prerendered first view (the live app sets styles through the CSSOM, which CSP
    // does not govern): each allowed by its hash, nothing else.
    ['style-src-attr', attributes.length > 0 ? list("'unsafe-hashes'", attributes) : "'none'"],
    ['img-src', list("'self'", 'data:', 'blob:', remotes)],
    ['font-src', list("'self'", 'data:', remotes)],
    ['media-src', list("'self'", 'blob:', live, parts.introVideoOrigin)],
    ['connect-src', list("'self'", remotes, parts.apiOrigin)],
    ['frame-src', parts.framing === 'framesSite' ? list("'self'", live) : (live ?? "'none'")],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', parts.framing === 'framedBySite' ? "'self'" : "'none'"],
    ['report-uri', CSP_REPORT_PATH],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** The distinct values of the `style` attributes in an HTML fragment, decoded as the browser decodes them. */
export function styleAttributes(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) found.add(decodeAttribute(match[1] ?? ''));
  return [...found];
}

// The browser serializes attribute values with these five entities (HTML's attribute-mode escaping).
function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}
