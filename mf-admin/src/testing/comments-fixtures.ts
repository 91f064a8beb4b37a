import type { AdminComment } from '@portal/contracts/admin-comments';

// What GET /api/admin/comments answers, for the comments page's tests: a reported team comment, a hidden one with its
// decision, and a staff reply.

export const REPORTED: AdminComment = {
  id: 41,
  articleId: 7,
  articleTitle: 'Registration opens',
  content: 'Buy cheap sand at example.com!!!',
  createTime: '2026-11-26T02:00:00Z',
  author: 'Dune Team',
  byStaff: false,
  staffAuthor: null,
  reports: { count: 3, open: 3, reasons: [{ reason: 'abuse', count: 1 }, { reason: 'spam', count: 2 }] },
  hidden: null,
  history: [],
};

const HIDING = { action: 'hide' as const, reason: 'Names a phone number', by: 'Eddie Editor', at: '2026-11-26T03:00:00Z' };

export const HIDDEN: AdminComment = {
  ...REPORTED,
  id: 40,
  content: 'Call me on 9123 4567',
  author: 'ab***@example.org',
  reports: { count: 1, open: 0, reasons: [{ reason: 'personalData', count: 1 }] },
  hidden: HIDING,
  history: [HIDING],
};

export const STAFF_REPLY: AdminComment = {
  ...REPORTED,
  id: 42,
  content: 'Thanks, the answer is in the FAQ.',
  author: 'International Desert Sustainability Award',
  byStaff: true,
  staffAuthor: 'Eddie Editor',
  reports: { count: 0, open: 0, reasons: [] },
};

export const COMMENTS = [STAFF_REPLY, REPORTED, HIDDEN];
