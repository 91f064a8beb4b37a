import type { StaffRole } from '@portal/contracts/staff';

// Who may do what on a thread, as the server decides it (api/src/questions/admin-routes.ts): the page only hides what
// the server would refuse.
export const ANSWERERS: readonly StaffRole[] = ['organizer', 'reviewer'];
export const FAQ_WRITERS: readonly StaffRole[] = ['organizer', 'editor'];
/** The team's files are personal: opened by those who answer. */
export const FILE_READERS = ANSWERERS;
