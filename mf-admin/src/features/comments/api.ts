import type { AdminComment, ModerationBody, StaffReplyBody } from '@portal/contracts/admin-comments';
import type { ModerationAction } from '@portal/contracts/comment-rules';
import { staffPost } from '../../api/staff-client';
import { pagedLoader } from '../../components/resource-table';

// The comments' calls of the staff API (editors and organizers; api/src/moderation/admin-routes.ts).

/** The list: `state` (reported, hidden), `article_id`, paging; newest first. */
export const loadComments = pagedLoader<AdminComment>('/admin/comments');

/** Hide or restore with the reason colleagues read; the server answers with the comment as listed. */
export const moderateComment = (id: number, action: ModerationAction, body: ModerationBody) => staffPost<AdminComment>(`/admin/comments/${id}/${action}`, body);

/** A comment on the article as the organizers: visitors see the site's name and a badge. */
export const replyOnArticle = (articleId: number, body: StaffReplyBody) => staffPost<AdminComment>(`/admin/articles/${articleId}/comments`, body);
