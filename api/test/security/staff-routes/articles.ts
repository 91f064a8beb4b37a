import { staffRead } from './lines.js';
import { staffGet, staffJson, type StaffProbeContext, type StaffRoute } from './types.js';

// /api/admin/articles: the editor's articles (issue 25 point 1), for editors and organizers; none is sensitive (no
// personal data, every change a revision that can be restored). Probes name a seeded article (`ids.article`) at
// revision 1: the first allowed save moves it on, so later allowed probes meet a 409, which is not a refusal of access.
// A schedule names an instant no station's clock reaches.

const EDITORS = ['editor', 'organizer'] as const;
const article = (context: StaffProbeContext) => context.ids.article ?? 1;
const at = (context: StaffProbeContext, path = '') => `/api/admin/articles/${article(context)}${path}`;

const line = (reason: string, probe: StaffRoute['probe']): StaffRoute => ({ access: 'staff', reason, roles: EDITORS, probe });
const read = (url: string, reason: string, probe: (context: StaffProbeContext) => string): Record<string, StaffRoute> => ({
  [`GET ${url}`]: line(reason, (context) => staffGet(probe(context))),
  [`HEAD ${url}`]: line(`${reason} (HEAD)`, (context) => ({ ...staffGet(probe(context)), method: 'HEAD' })),
});

const PROBE_DRAFT = {
  cid: 1,
  coverMediaId: null,
  zhComplex: { title: '探測', abstract: '', body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '探測' }] }] } },
  zhSimple: { title: '', abstract: '', body: { type: 'doc', content: [] } },
  en: { title: '', abstract: '', body: { type: 'doc', content: [] } },
  fallback: { zhSimple: true, en: true },
};

export const ARTICLE_ROUTES: Record<string, StaffRoute> = {
  ...staffRead('/api/admin/articles', { reason: 'every article in every state, with its titles and who changed it last', roles: EDITORS }, '?page_size=50&search=a', true),
  'POST /api/admin/articles': line('creates an empty draft', () => staffJson('POST', '/api/admin/articles', { cid: 1 })),
  ...read('/api/admin/articles/:id', 'one article: its latest revision whole, drafts included', (context) => at(context)),
  'PUT /api/admin/articles/:id': line('saves a new revision made against the latest', (context) => staffJson('PUT', at(context), { revision: 1, draft: PROBE_DRAFT })),
  ...read('/api/admin/articles/:id/revisions', 'the revision history: who saved what when', (context) => at(context, '/revisions')),
  ...read('/api/admin/articles/:id/revisions/:revision', 'one revision whole', (context) => at(context, '/revisions/1')),
  'POST /api/admin/articles/:id/revisions/:revision/restore': line('brings an older revision back as the latest', (context) =>
    staffJson('POST', at(context, '/revisions/1/restore'), { revision: 1 }),
  ),
  'POST /api/admin/articles/:id/publish': line('publishes the latest revision to the public pages', (context) => staffJson('POST', at(context, '/publish'), { revision: 1 })),
  'POST /api/admin/articles/:id/schedule': line('schedules the latest revision to go live at an instant', (context) =>
    staffJson('POST', at(context, '/schedule'), { revision: 1, publishAt: '2099-01-01T00:00:00Z' }),
  ),
  'POST /api/admin/articles/:id/preview': line('stores an unsaved draft for 30 minutes and answers the token that shows it on the public pages', (context) =>
    staffJson('POST', at(context, '/preview'), { draft: PROBE_DRAFT }),
  ),
  'POST /api/admin/articles/:id/unpublish': line('takes an article off the public pages, or cancels its schedule', (context) => staffJson('POST', at(context, '/unpublish'), { revision: 1 })),
};
