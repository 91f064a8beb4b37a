import type { StaffProbeContext, StaffRoute } from './types.js';
import { staffGet, staffJson } from './types.js';

// The questions inbox (issue 26 point 7): organizers and reviewers read and answer; editors read and make FAQ drafts;
// the team's files are for organizers and reviewers only; judges nothing. The probes name the suite's team's thread
// when it has one (a refused probe that leaked would carry the team's data).

const READERS = ['organizer', 'reviewer', 'editor'] as const;
const ANSWERERS = ['organizer', 'reviewer'] as const;

const thread = (context: StaffProbeContext) => context.ids.question ?? 1;

export const QUESTION_STAFF_ROUTES: Record<string, StaffRoute> = {
  'GET /api/admin/questions': {
    access: 'staff',
    reason: "every team's question thread with the team's name, e-mail and registration status",
    roles: READERS,
    probe: () => staffGet('/api/admin/questions?state=all'),
  },
  // Registered without HEAD (exposeHeadRoute: false), as the other private reads of the back office.
  'GET /api/admin/questions/:id': {
    access: 'staff',
    reason: "a team's private thread with the organizers, whole",
    roles: READERS,
    probe: (context) => staffGet(`/api/admin/questions/${thread(context)}`),
  },
  'POST /api/admin/questions/:id/answer': {
    access: 'staff',
    reason: "answers a team's question (stored, audited, mailed to the team)",
    roles: ANSWERERS,
    probe: (context) => staffJson('POST', `/api/admin/questions/${thread(context)}/answer`, { content: 'Access-control probe answer' }),
  },
  'POST /api/admin/questions/:id/messages/:messageId/faq-draft': {
    access: 'staff',
    reason: 'creates an FAQ article draft from an answer (audited)',
    roles: ['organizer', 'editor'],
    probe: (context) => staffJson('POST', `/api/admin/questions/${thread(context)}/messages/${context.ids.questionAnswer ?? 1}/faq-draft`, {}),
  },
  'GET /api/admin/questions/:id/attachments/:attachmentId': {
    access: 'staff',
    reason: "a team's file attached to a question: personal, each view audited",
    roles: ANSWERERS,
    probe: (context) => staffGet(`/api/admin/questions/${thread(context)}/attachments/${context.ids.questionAttachment ?? 1}`),
  },
};
