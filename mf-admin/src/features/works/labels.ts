import type { WorkStatus } from '@portal/contracts/works-api';

// Plain values the pages list (the contracts' schemas are the server's to run; their types check these).
export const WORK_STATUSES = ['submitted', 'underReview', 'shortlisted', 'notShortlisted'] as const satisfies readonly WorkStatus[];
export const GROUPS = [1, 2] as const;
