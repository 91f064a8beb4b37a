import { ARTICLE_ROUTES } from './articles.js';
import { auditRoutes } from './audit.js';
import { MESSAGE_STAFF_ROUTES } from './messages.js';
import { authRoutes } from './auth.js';
import { JUDGING_DESK_STAFF_ROUTES } from './judging-desk.js';
import { MEDIA_STAFF_ROUTES } from './media.js';
import { COMMENT_STAFF_ROUTES } from './comments.js';
import { DISPLAY_STAFF_ROUTES } from './display.js';
import { BROADCAST_STAFF_ROUTES } from './broadcasts.js';
import { RESULTS_STAFF_ROUTES } from './results.js';
import { JUDGING_RESULTS_STAFF_ROUTES } from './judging-results.js';
import { QUESTION_STAFF_ROUTES } from './questions.js';
import { JUDGING_ROUND_STAFF_ROUTES } from './judging-rounds.js';
import { REVIEW_ROUTES } from './review.js';
import { SAMPLE_ROUTES } from './sample.js';
import { settingsRoutes } from './settings.js';
import { staffRoutes } from './staff.js';
import { VOTE_STAFF_ROUTES } from './votes.js';
import type { StaffRouteLine } from './types.js';

// Every staff route, one file per area of the back office, spread here. A staff route missing from these files fails
// the access-control suite like any other unclassified route.

export const STAFF_ROUTE_TABLE: Record<string, StaffRouteLine> = {
  ...authRoutes,
  ...staffRoutes,
  ...auditRoutes,
  ...MESSAGE_STAFF_ROUTES,
  ...REVIEW_ROUTES,
  ...RESULTS_STAFF_ROUTES,
  ...JUDGING_RESULTS_STAFF_ROUTES,
  ...ARTICLE_ROUTES,
  ...MEDIA_STAFF_ROUTES,
  ...COMMENT_STAFF_ROUTES,
  ...settingsRoutes,
  ...DISPLAY_STAFF_ROUTES,
  ...SAMPLE_ROUTES,
  ...BROADCAST_STAFF_ROUTES,
  ...QUESTION_STAFF_ROUTES,
  ...JUDGING_DESK_STAFF_ROUTES,
  ...JUDGING_ROUND_STAFF_ROUTES,
  ...VOTE_STAFF_ROUTES,
};
