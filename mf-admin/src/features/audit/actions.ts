// The actions the back office has words for (api/src/**: recordAudit's `action`); any other shows as its key, so an
// action added on the server later is never hidden.
export const KNOWN_ACTIONS = [
  'staff.signIn',
  'staff.signInFailed',
  'staff.factorVerify',
  'staff.factorFailed',
  'staff.recoveryCodeUse',
  'staff.totpEnable',
  'staff.passkeyRegister',
  'staff.invite',
  'staff.inviteAccept',
  'staff.roleChange',
  'staff.disable',
  'staff.enable',
  'staff.signOut',
  'idCard.view',
  'registration.approve',
  'registration.reject',
  'work.view',
  'work.download',
  'work.status',
  'export.create',
  'purge.run',
] as const;

const known: ReadonlySet<string> = new Set(KNOWN_ACTIONS);

/** The translation key of an action's label, or null when it has none. */
export function actionKey(action: string): string | null {
  return known.has(action) ? `auditAction.${action.replace('.', '_')}` : null;
}

/** Prefixes offered as the action filter's choices: every family of actions. */
export const ACTION_PREFIXES = ['staff.', 'idCard.', 'registration.', 'work.', 'export.', 'purge.'] as const;

/** A target's page in the back office (`registration:12` → its record), or null. */
export function targetPath(target: string): string | null {
  const match = /^(registration|work|staff):(\d+)$/.exec(target);
  if (!match) return null;
  const page = { registration: 'registrations', work: 'works', staff: 'staff' }[match[1] as 'registration' | 'work' | 'staff'];
  return `/admin/${page}/${match[2]}`;
}
