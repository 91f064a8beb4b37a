import type { FieldErrors, FieldPath, FieldValues, Resolver } from 'react-hook-form';
import { translateMessage, type MessageKey } from '@portal/shared/ui';

// A form's checks are the server's rules (@portal/contracts), run in the order the server runs them: the first that
// fails is the one problem the form reports, in the words of SPEC §8. Nothing here knows a rule; it only runs them.

/** One rule of a form: the field it is about, whether the values keep it, and what the user is told when not. */
export interface Check<V extends FieldValues> {
  field: FieldPath<V>;
  /** True when the values keep the rule (a rule function of @portal/contracts, applied as the server applies it). */
  ok: (values: V) => boolean;
  /** A §8 message (USER_MESSAGES key), or the remote's own words (already translated) for a rule §8 does not word. */
  message: MessageKey | { text: string };
}

/** The first broken rule: its field and its text. */
export interface FormProblem<V extends FieldValues> {
  field: FieldPath<V>;
  text: string;
}

function messageText(message: Check<FieldValues>['message']): string {
  return typeof message === 'string' ? translateMessage(message) : message.text;
}

/** The first check the values fail, in the order given, or null when every rule holds. */
export function firstProblem<V extends FieldValues>(checks: readonly Check<V>[], values: V): FormProblem<V> | null {
  const broken = checks.find((check) => !check.ok(values));
  return broken ? { field: broken.field, text: messageText(broken.message) } : null;
}

/** `{ 'members.1.email': error }` as react-hook-form nests errors: `{ members: [, { email: error }] }`. */
function nested<V extends FieldValues>(path: string, error: { type: string; message: string }): FieldErrors<V> {
  const keys = path.split('.');
  const root: Record<string, unknown> = {};
  let node = root;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) node[key] = error;
    else {
      const next = /^\d+$/.test(keys[index + 1] ?? '') ? [] : {};
      node[key] = next;
      node = next as Record<string, unknown>;
    }
  });
  return root as FieldErrors<V>;
}

/**
 * A react-hook-form resolver that reports one problem: the first `find` returns. No schema runtime ships to the page;
 * the values go to the submit handler as they are (it trims and shapes the request).
 */
export function problemResolver<V extends FieldValues>(find: (values: V) => FormProblem<V> | null): Resolver<V> {
  return (values) => {
    const problem = find(values);
    if (!problem) return { values, errors: {} };
    return { values: {}, errors: nested<V>(problem.field, { type: 'check', message: problem.text }) };
  };
}

/** The first error react-hook-form holds (a resolver of ours holds one): its field's path and its message. */
export function firstError(errors: unknown, path = ''): { field: string; text: string } | null {
  if (typeof errors !== 'object' || errors === null) return null;
  const { message } = errors as { message?: unknown };
  if (typeof message === 'string' && message) return { field: path, text: message };
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue;
    const found = firstError(value, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}
