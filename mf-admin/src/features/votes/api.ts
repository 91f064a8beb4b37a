import type { AnnulmentList } from '@portal/contracts/votes';
import { staffGet } from '../../api/staff-client';

/** GET /api/admin/votes/annulments (organizers): the season's annulled votes, with the organizers' own reasons. */
export const fetchAnnulments = (signal: AbortSignal) => staffGet<AnnulmentList>('/admin/votes/annulments', undefined, { signal });
