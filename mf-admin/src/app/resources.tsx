import { lazy } from 'react';
import type { Resource } from '../lib/resource';

// The back office's resources, each declared once: its pages, and the roles that see it in the navigation (the server
// enforces the same on every call). Each resource's pages are lazy chunks, its lists built on components/ResourceTable.
// The order is the navigation's.
const Dashboard = lazy(() => import('../features/dashboard/DashboardPage'));
const Registrations = lazy(() => import('../features/registrations/RegistrationsPage'));
const Registration = lazy(() => import('../features/registrations/RegistrationPage'));
const Works = lazy(() => import('../features/works/WorksPage'));
const Work = lazy(() => import('../features/works/WorkPage'));
const Audit = lazy(() => import('../features/audit/AuditPage'));
// The organizer's and release manager's pages (issue 24 point 3).
const Finalists = lazy(() => import('../features/finalists/FinalistsPage'));
const Finalist = lazy(() => import('../features/finalists/FinalistPage'));
const Scores = lazy(() => import('../features/scores/ScoresPage'));
const Exports = lazy(() => import('../features/exports/ExportsPage'));
const Purge = lazy(() => import('../features/purge/PurgePage'));
const Staff = lazy(() => import('../features/staff/StaffPage'));
const Releases = lazy(() => import('../features/releases/ReleasesPage'));
const Release = lazy(() => import('../features/releases/ReleasePage'));
// The editor's pages (issue 25, editors and organizers): the articles' list and the document editor (TipTap, in a
// chunk of its own), the media library, and comment moderation.
const Articles = lazy(() => import('../features/articles/ArticlesPage'));
const Article = lazy(() => import('../features/articles/ArticlePage'));
const Media = lazy(() => import('../features/media/MediaLibraryPage'));
const Comments = lazy(() => import('../features/comments/CommentsPage'));
// The site settings (issue 25).
const Settings = lazy(() => import('../features/settings/SettingsPage'));
// The display data (issue 25): one generic editor drawn from the contract's field descriptors.
const Display = lazy(() => import('../features/display/DisplayPage'));
const DisplayCollection = lazy(() => import('../features/display/CollectionPage'));
// Messages (issue 26): broadcasts (broadcasts/new composes one) and every message's delivery, organizers only.
const Broadcasts = lazy(() => import('../features/messages/BroadcastsPage'));
const Broadcast = lazy(() => import('../features/messages/BroadcastPage'));
const Deliveries = lazy(() => import('../features/messages/DeliveriesPage'));
// The teams' questions (issue 26 point 7): organizers and reviewers answer, editors make FAQ drafts from answers.
const Questions = lazy(() => import('../features/questions/QuestionsPage'));
const Question = lazy(() => import('../features/questions/QuestionPage'));
// Judging (issue 27): the organizer's rounds — assign, progress and reopen, compute, a screening's shortlist.
const JudgingRounds = lazy(() => import('../features/judging/RoundsPage'));
const JudgingRound = lazy(() => import('../features/judging/RoundPage'));
// The judge's desk (issue 27): their rounds and entries, the work beside the rubric that saves as they go.
const JudgingDesk = lazy(() => import('../features/judging-desk/DeskPage'));
const JudgingEntry = lazy(() => import('../features/judging-desk/EntryPage'));
// The public vote's annulled votes (issue 28): organizers.
const VoteAnnulments = lazy(() => import('../features/votes/AnnulmentsPage'));
// The anomaly report and "Annul this burst" (issue 28): organizers, beside the annulments.
const VoteIntegrity = lazy(() => import('../features/votes/IntegrityPage'));

const ORGANIZER = ['organizer'] as const;
const REVIEWERS = ['organizer', 'reviewer'] as const;
const EDITORS = ['editor', 'organizer'] as const;

export const RESOURCES = [
  { name: 'dashboard', list: 'dashboard', roles: 'all', List: Dashboard },
  { name: 'registrations', list: 'registrations', show: 'registrations/:id', roles: REVIEWERS, List: Registrations, Show: Registration },
  { name: 'works', list: 'works', show: 'works/:id', roles: REVIEWERS, List: Works, Show: Work },
  { name: 'finalists', list: 'finalists', show: 'finalists/:id', roles: ORGANIZER, List: Finalists, Show: Finalist },
  // A round is named by its group and its key in the season file (judging/1/firstRound).
  { name: 'judging', list: 'judging', show: 'judging/:group/:round', roles: ORGANIZER, List: JudgingRounds, Show: JudgingRound },
  { name: 'scores', list: 'scores', roles: ORGANIZER, List: Scores },
  { name: 'voteIntegrity', list: 'vote-integrity', roles: ORGANIZER, List: VoteIntegrity },
  { name: 'voteAnnulments', list: 'vote-annulments', roles: ORGANIZER, List: VoteAnnulments },
  { name: 'exports', list: 'exports', roles: ORGANIZER, List: Exports },
  { name: 'purge', list: 'purge', roles: ORGANIZER, List: Purge },
  // Managed in the list: the staff API has no single member's route (hence no staff/:id page).
  { name: 'staff', list: 'staff', roles: ORGANIZER, List: Staff },
  // The log is one list (an entry has nothing more to show than its row).
  { name: 'audit', list: 'audit', roles: ORGANIZER, List: Audit },
  { name: 'releases', list: 'releases', show: 'releases/:id', roles: ['organizer', 'releaseManager'], List: Releases, Show: Release },
  { name: 'articles', list: 'articles', show: 'articles/:id', roles: EDITORS, List: Articles, Show: Article },
  { name: 'media', list: 'media', roles: EDITORS, List: Media },
  { name: 'comments', list: 'comments', roles: EDITORS, List: Comments },
  // The site settings every public page shows (contacts, links, /c/N): runtime data, no rebuild.
  { name: 'settings', list: 'settings', roles: EDITORS, List: Settings },
  // What the public pages show (banners, intro, prizes, judges, partners, galleries…): one page, one collection at a time.
  { name: 'display', list: 'display', show: 'display/:collection', roles: EDITORS, List: Display, Show: DisplayCollection },
  // One Messages area, two entries side by side: what organizers sent, and what every mail did.
  { name: 'broadcasts', list: 'broadcasts', show: 'broadcasts/:id', roles: ORGANIZER, List: Broadcasts, Show: Broadcast },
  { name: 'messages', list: 'messages', roles: ORGANIZER, List: Deliveries },
  { name: 'questions', list: 'questions', show: 'questions/:id', roles: ['organizer', 'reviewer', 'editor'], List: Questions, Show: Question },
  // Judges only: an organizer sees judging from the organizer's pages, never a judge's sheet as the judge.
  { name: 'judgingDesk', list: 'judging-desk', show: 'judging-desk/:id', roles: ['judge'], List: JudgingDesk, Show: JudgingEntry },
] as const satisfies readonly Resource[];
