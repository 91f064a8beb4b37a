// Facts of the works upload that the page and the server both act on (issue 10, docs/adr/0012).

/** Where the tus server lives (the API mounts @tus/server there; the page's upload client sends there). */
export const TUS_ENDPOINT = '/api/tus';

/** SPEC §5: work uploads are PDF, PPT and MP4, up to 2 GB. */
export const WORK_MAX_BYTES = 2 * 1024 * 1024 * 1024;

/** A work's title: one line of text, 1 to 100 characters as people count them (a CJK title counts what the team sees). */
export const WORK_TITLE = { maxLength: 100 } as const;

/** The title as the server stores it (trimmed), or undefined when it breaks the rule. */
export function cleanWorkTitle(title: string): string | undefined {
  const trimmed = title.trim();
  const length = Array.from(trimmed).length;
  // eslint-disable-next-line no-control-regex -- a title is one line of text
  if (length < 1 || length > WORK_TITLE.maxLength || /[\u0000-\u001f\u007f]/.test(trimmed)) return undefined;
  return trimmed;
}
