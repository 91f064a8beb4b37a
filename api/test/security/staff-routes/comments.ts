import type { StaffProbeContext, StaffRoute } from './types.js';
import { staffJson } from './types.js';
import { staffRead } from './lines.js';

// Comment moderation (issue 25 point 6): editors and organizers. The probes name the team's real comment (so an
// allowed hide and restore act on it, and a refused one that leaked would carry it) and the article it is on.

const MODERATORS = ['editor', 'organizer'] as const;

const comment = (context: StaffProbeContext) => context.ids.comment ?? 1;
const article = (context: StaffProbeContext) => context.ids.commentArticle ?? 1;

export const COMMENT_STAFF_ROUTES: Record<string, StaffRoute> = {
  ...staffRead('/api/admin/comments', { reason: 'every comment with its article, reports counted by reason and decisions (never a reporter)', roles: MODERATORS }, '?state=all'),
  'POST /api/admin/comments/:id/hide': {
    access: 'staff',
    reason: 'hides a comment from the public list, with a reason for colleagues (audited with ids only)',
    roles: MODERATORS,
    probe: (context) => staffJson('POST', `/api/admin/comments/${comment(context)}/hide`, { reason: 'Access-control probe' }),
  },
  'POST /api/admin/comments/:id/restore': {
    access: 'staff',
    reason: 'shows a hidden comment again, with a reason',
    roles: MODERATORS,
    probe: (context) => staffJson('POST', `/api/admin/comments/${comment(context)}/restore`, { reason: 'Access-control probe' }),
  },
  'POST /api/admin/articles/:articleId/comments': {
    access: 'staff',
    reason: "posts a comment on an article as the organizers (visitors see the site's name and a badge)",
    roles: MODERATORS,
    probe: (context) => staffJson('POST', `/api/admin/articles/${article(context)}/comments`, { content: 'Access-control probe reply' }),
  },
};
