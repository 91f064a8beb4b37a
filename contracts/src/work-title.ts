// The title of a work (issue 10): what the works form checks and POST /userWork/add stores. A module of its own:
// the shell loads @portal/contracts/works with every page, this only with a form.

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
