// The staff side's plain facts (issue 24, docs/adr/0031), without schema code, so the back office's pages may import
// them as values: `./staff` holds the schemas built from them, which only the server runs.

/** Staff roles: organizer (everything, staff included), reviewer (registrations, works), editor (content),
 * judge (scoring), releaseManager (releases). */
export const STAFF_ROLES = ['organizer', 'reviewer', 'editor', 'judge', 'releaseManager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Where a staff session stands: `enrol` (password accepted, no second factor enrolled yet), `secondFactor` (enrolled,
 * not yet proven in this session), `ready` (proven). Only a ready session sees anything but the sign-in screens.
 */
export const STAFF_STAGES = ['enrol', 'secondFactor', 'ready'] as const;
export type StaffStage = (typeof STAFF_STAGES)[number];

/** The second factors a staff member may prove. */
export const STAFF_FACTORS = ['totp', 'passkey'] as const;
export type StaffFactor = (typeof STAFF_FACTORS)[number];

/** The header a staff session travels in; team sessions use `token`, and neither is accepted for the other. */
export const STAFF_TOKEN_HEADER = 'staff-token';
