// mf-admin's pages (issue 24): the back office, under /admin/, one route per page and no device twin — a tablet and a
// desktop get the same page, and nothing here is indexed, so a page has no texts for search engines either. The
// sign-in steps come first; each resource of the back office has its list page and, where it has one, its record's.
export const adminPages = [
  'login',
  'invitation',
  'enrol',
  'verify',
  'dashboard',
  'registrations',
  'registrations/:id',
  'works',
  'works/:id',
  'finalists',
  'finalists/:id',
  // Issue 27: the organizer's judging rounds (assign, progress, reopen, compute, shortlist), organizers only.
  'judging',
  'judging/:group/:round',
  'scores',
  // Issue 28: the public vote's integrity — the anomaly report, whose flagged bursts are annulled from it — and the
  // annulled votes (organizers).
  'vote-integrity',
  'vote-annulments',
  'exports',
  'purge',
  'staff',
  'audit',
  'releases',
  'releases/:id',
  // Issue 25: the editor's pages (editors and organizers).
  'articles',
  'articles/:id',
  'media',
  'comments',
  // The site settings (issue 25): editors and organizers.
  'settings',
  // The display data (issue 25 point 3): banners, intro, prizes, judges, partners, galleries… editors and organizers.
  'display',
  'display/:collection',
  // Messages (issue 26): organizers' broadcasts (`broadcasts/new` composes one) and every mail's delivery.
  'broadcasts',
  'broadcasts/:id',
  'messages',
  // Issue 26 point 7: the teams' question threads (organizers, reviewers, editors).
  'questions',
  'questions/:id',
  // Issue 27: the judge's desk (judges only): their rounds and entries, and one entry with its rubric.
  'judging-desk',
  'judging-desk/:id',
] as const satisfies readonly string[];

export type AdminRoute = (typeof adminPages)[number];
