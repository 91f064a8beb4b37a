import type { Actor } from './record.js';

// Who does a staff action, as the feature code needs it: the audit log's actor (a staff id, or the command line's
// login name) and the name the record's own history shows (`registration_history.actor_name`, `work_history`,
// `staff_exports`): the staff member's name, or the command line's --by.

export interface Acting {
  actor: Actor;
  name: string;
}

/** `pnpm admin` as `name` (its --by, else the login name). */
export function cliActing(name: string): Acting {
  return { actor: { kind: 'cli', name }, name };
}

/** The server acting by itself (the hourly purge). */
export function systemActing(name: string): Acting {
  return { actor: { kind: 'system', name }, name };
}
