import { notify } from '@portal/shared/ui';

/** A client-side check failed: its text as a warning toast (§8), and the same text for the field. */
export function warnText(text: string): string {
  notify('warning', text);
  return text;
}
