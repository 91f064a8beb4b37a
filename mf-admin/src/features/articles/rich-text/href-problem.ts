import { isSafeHref, RICH_TEXT_LIMITS } from '@portal/contracts/rich-text-rules';

/** Why an address is refused, as a text key of the link dialog (`articles.link.problem.<kind>`) and its values. */
export interface HrefProblem {
  kind: 'empty' | 'tooLong' | 'spaces' | 'otherSite' | 'scheme' | 'noScheme' | 'noHost';
  values?: Record<string, string | number>;
}

/**
 * The reason `isSafeHref` (the server's and the public renderer's rule) refuses `href`, said so that the editor can fix
 * it; null when it is accepted. The rule itself decides: these only name which part of it failed.
 */
export function hrefProblem(href: string): HrefProblem | null {
  // Through a boolean: the rule is a type guard, which would narrow `href` to `never` below.
  const accepted: boolean = isSafeHref(href);
  if (accepted) return null;
  if (href === '') return { kind: 'empty' };
  if (href.length > RICH_TEXT_LIMITS.hrefLength) return { kind: 'tooLong', values: { max: RICH_TEXT_LIMITS.hrefLength } };
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (/[\s\u0000-\u001f\u007f\\]/.test(href)) return { kind: 'spaces' };
  if (/^[/\\]{2}/.test(href)) return { kind: 'otherSite' };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1];
  if (scheme && !/^(https?|mailto|tel)$/.test(scheme)) return { kind: 'scheme', values: { scheme } };
  if (!scheme) return { kind: 'noScheme', values: { suggestion: `https://${href}` } };
  return { kind: 'noHost' };
}
