import type { RegistrationStatus } from '@portal/contracts/registration';

// Plain values the pages list (the contracts' schemas are the server's to run; their types check these).
export const REGISTRATION_STATUSES = ['pending', 'passed', 'failed'] as const satisfies readonly RegistrationStatus[];
export const GROUPS = [1, 2] as const;
