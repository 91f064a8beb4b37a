import type { BroadcastAudience, BroadcastCount, BroadcastDetail, BroadcastPreview, BroadcastSendBody, BroadcastSummary, BroadcastTexts } from '@portal/contracts/admin-broadcasts';
import type { AdminMessage } from '@portal/contracts/admin-messages';
import { staffGet, staffPost } from '../../api/staff-client';
import { pagedLoader } from '../../components/resource-table';

// The Messages area's calls of the staff API (organizers): broadcasts (api/src/broadcasts/routes.ts) and every
// message's delivery (GET /api/admin/messages, POST /api/admin/messages/:id/retry — the queue's routes).

/** The broadcasts sent, newest first. */
export const loadBroadcasts = pagedLoader<BroadcastSummary>('/admin/broadcasts');

export const fetchBroadcast = (id: number, signal: AbortSignal) => staffGet<BroadcastDetail>(`/admin/broadcasts/${id}`, undefined, { signal });

/** How many an audience reaches now, and how many unsubscribed. */
export const countAudience = (audience: BroadcastAudience, signal?: AbortSignal) =>
  staffPost<BroadcastCount>('/admin/broadcasts/audience', { audience }, signal ? { signal } : undefined);

export const previewBroadcast = (texts: BroadcastTexts) => staffPost<BroadcastPreview>('/admin/broadcasts/preview', { texts });

/** Sends (a fresh second factor: the staff client asks for it and retries once). */
export const sendBroadcast = (body: BroadcastSendBody) => staffPost<{ id: number; recipients: number; optedOut: number }>('/admin/broadcasts', body);

/** Every message, newest first: `status`, `kind`, `broadcast_id`, paging. */
export const loadMessages = pagedLoader<AdminMessage>('/admin/messages');

/** A dead letter back to the queue; the server answers with the message as it is now. */
export const retryMessage = (id: number) => staffPost<AdminMessage>(`/admin/messages/${id}/retry`);
