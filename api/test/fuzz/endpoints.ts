// The endpoint table: every route the server registers (Fastify's onRoute hook lists them) has a line here saying
// how the fuzzer fills it and which answer shape its answers are checked against, or is excluded with a reason.
// A route that is in neither fails fuzz.test.ts, so an endpoint added later cannot be missed.

/** What an answer must look like besides "never 5xx, no stack trace, no file from outside the served folders". */
export type AnswerShape = 'envelope' | 'registry' | 'live-config' | 'script' | 'robots' | 'sitemap' | 'vote-log' | 'private-file' | 'static' | 'tus';

export const SHAPES: Record<AnswerShape, string> = {
  envelope: 'the envelope {code, data, msg, show}; a refusal: code ≠ 1, data null, a message of messages.ts in the caller\'s language',
  registry: '200: the registry document (RegistryDocument); 304; else the envelope',
  'live-config': '200: {src, show, title} (LiveConfig); else the envelope',
  script: '200: text/javascript; 304; else the envelope',
  robots: '200: text/plain; else the envelope',
  sitemap: '200: application/xml, a <urlset>; else the envelope',
  'vote-log': '200: application/x-ndjson, one JSON object per line; else the envelope',
  'private-file': '200: the owner\'s file as a download (Content-Disposition, nosniff); else the 404 envelope',
  static: '200/206: a file of the served folder or a page of the site (HTML); 404: the not-found page (HTML) or the envelope; 3xx with Location; 304; 416; else the envelope',
  tus: 'tus protocol: 2xx with tus headers; errors as the envelope, but tus\'s own protocol errors (400, 412) as text',
};

/** How the fuzzer fills a route's body. */
export type BodyKind = 'none' | 'json' | 'multipart' | 'tus' | 'beacon' | 'csp-report';

/** How it fills a route's parameter or wildcard. */
export type ParamKind = 'upload-file' | 'media-file' | 'remote-file' | 'shell-file' | 'tus-id';

export interface EndpointRule {
  shape: AnswerShape;
  body: BodyKind;
  param?: ParamKind;
  /** 204 is a success answer of this route (no body). */
  noContent?: true;
  /** Parts of the digest (digest.ts) a refused request may change, each with the reason. */
  mayChange?: Record<string, string>;
}

const read = (url: string, rule: Partial<EndpointRule> = {}): Record<string, EndpointRule> => ({
  [`GET ${url}`]: { shape: 'envelope', body: 'none', ...rule },
  [`HEAD ${url}`]: { shape: 'envelope', body: 'none', ...rule },
});
const write = (url: string, rule: Partial<EndpointRule> = {}): Record<string, EndpointRule> => ({
  [`POST ${url}`]: { shape: 'envelope', body: 'json', ...rule },
});
const tus = (url: string): Record<string, EndpointRule> =>
  Object.fromEntries(['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'].map((method) => [`${method} ${url}`, { shape: 'tus', body: 'tus', param: 'tus-id' }]));

const FAILED_LOGIN =
  'a failed login is recorded (account, address, time): the throttle of SPEC §8 counts them in this table, so a wrong password must change it';

export const ENDPOINTS: Record<string, EndpointRule> = {
  ...read('/api/health'),
  'HEAD /api/health/': { shape: 'envelope', body: 'none' },
  ...read('/api/season'),
  'HEAD /api/season/': { shape: 'envelope', body: 'none' },
  ...read('/api/article/lists'),
  ...read('/api/article/detail'),
  ...read('/api/comment/getArticleIdComment'),
  ...write('/api/comment/add'),
  ...read('/api/question/thread'),
  ...write('/api/question/add'),
  ...write('/api/comment/report'),
  ...read('/api/display/prizes'),
  ...read('/api/display/timeline'),
  ...read('/api/display/topics'),
  ...read('/api/display/judges'),
  ...read('/api/display/finalists'),
  ...read('/api/display/winners'),
  ...read('/api/display/results'),
  ...read('/api/display/partners'),
  ...read('/api/display/gallery'),
  // The home page's banners and introduction (issue 25): editable display data, public.
  ...read('/api/display/banners'),
  ...read('/api/display/intro'),
  ...read('/api/login/sendEmail'),
  ...write('/api/login/register', {
    mayChange: { 'email_codes.attempts': 'a wrong code counts one attempt on the address\'s code; after five the code is dead (SPEC §8)' },
  }),
  ...write('/api/login/account', { mayChange: { login_failures: FAILED_LOGIN } }),
  ...write('/api/login/logout'),
  // Account recovery (issue 26.1): a wrong code counts an attempt, a wrong current password a failed login.
  ...write('/api/login/sendResetCode'),
  ...write('/api/login/resetPassword', {
    mayChange: { 'email_codes.attempts': "a wrong code counts one attempt on the address's reset code; after five the code is dead" },
  }),
  ...write('/api/user/sendEmailChangeCode', {
    mayChange: { login_failures: 'a wrong current password counts as a failed login, so the form cannot be used to guess passwords past the login throttle' },
  }),
  ...write('/api/user/changeEmail', {
    mayChange: { 'email_codes.attempts': "a wrong code counts one attempt on the account's change code for that address" },
  }),
  ...write('/api/v1.user/login', { mayChange: { login_failures: FAILED_LOGIN } }),
  ...write('/api/v1.work/sendSms'),
  ...write('/api/v1.work/verify', {
    mayChange: { 'vote_codes.attempts': 'a wrong vote code counts one attempt on each live code of the contact; after five they are dead (ADR 0014)' },
  }),
  ...read('/api/v1.work/voteCount'),
  ...read('/api/v1.work/voteLog', { shape: 'vote-log' }),
  ...read('/api/user/info'),
  ...write('/api/user/setInfo'),
  ...write('/api/user/changePassword', {
    mayChange: { login_failures: 'a wrong old password counts as a failed login, so the form cannot be used to guess passwords past the login throttle' },
  }),
  ...write('/api/upload/image', { body: 'multipart' }),
  'GET /uploads/:name': { shape: 'private-file', body: 'none', param: 'upload-file' },
  'HEAD /uploads/:name': { shape: 'private-file', body: 'none', param: 'upload-file' },
  ...read('/api/registration/isAddActive'),
  ...read('/api/registration/getGroup'),
  ...read('/api/registration/getOwnActive'),
  ...read('/api/registration/isDateBack'),
  ...write('/api/registration/add'),
  ...read('/api/competition/getExam'),
  ...read('/api/userWork/getMatchCenter'),
  ...read('/api/userWork/lists'),
  ...read('/api/userWork/getById'),
  ...write('/api/userWork/add'),
  ...write('/api/release/beacon', { body: 'beacon', noContent: true }),
  ...write('/api/csp-report', { body: 'csp-report', noContent: true }),
  ...read('/api/dev/outbox'),
  ...read('/config/live.json', { shape: 'live-config' }),
  // The site settings (issue 25): public, and the /c/N short links as redirects.
  ...read('/api/site/settings'),
  ...read('/c/:n', { shape: 'static' }),
  ...read('/registry.json', { shape: 'registry' }),
  ...read('/_portal/boot.js', { shape: 'script' }),
  ...read('/robots.txt', { shape: 'robots' }),
  ...read('/sitemap.xml', { shape: 'sitemap' }),
  ...read('/media/*', { shape: 'static', param: 'media-file' }),
  ...read('/remotes/*', { shape: 'static', param: 'remote-file' }),
  ...read('/', { shape: 'static' }),
  ...read('/*', { shape: 'static', param: 'shell-file' }),
  ...tus('/api/tus'),
  ...tus('/api/tus/*'),
  // The back office's review resources (issue 24): behind the staff guard, so without a staff session every request
  // is refused in the envelope; the files and the CSV are private files when a session is there.
  'GET /api/admin/dashboard': { shape: 'envelope', body: 'none' },
  'GET /api/admin/registrations': { shape: 'envelope', body: 'none' },
  'GET /api/admin/registrations/:id': { shape: 'envelope', body: 'none' },
  'GET /api/admin/registrations/:id/members/:ordinal/id-card/:side': { shape: 'private-file', body: 'none' },
  ...write('/api/admin/registrations/:id/decision'),
  ...write('/api/admin/registrations/bulk-approve'),
  'GET /api/admin/works': { shape: 'envelope', body: 'none' },
  'GET /api/admin/works/:id': { shape: 'envelope', body: 'none' },
  'GET /api/admin/works/:id/file': { shape: 'private-file', body: 'none' },
  ...write('/api/admin/works/:id/status'),
  ...write('/api/admin/file-links'),
  ...write('/api/admin/exports', { shape: 'private-file' }),
  'GET /api/admin/exports': { shape: 'envelope', body: 'none' },
  'GET /api/admin/purge': { shape: 'envelope', body: 'none' },
  // The back office (issue 24). Without a staff session (the fuzzer has team tokens only) every guarded route answers
  // the guard's 401; the sign-in and the invitation are open, and a failed sign-in is counted and recorded.
  ...write('/api/admin/auth/login', {
    mayChange: {
      login_failures: `${FAILED_LOGIN} (staff accounts under their own key)`,
      audit_log: 'a failed staff sign-in is an audit entry (issue 24: "sign-in and failed sign-in"), with no personal data',
      audit_head: 'the audit chain moves with each entry it gains',
    },
  }),
  ...write('/api/admin/auth/invitation'),
  ...read('/api/admin/auth/me'),
  ...write('/api/admin/auth/logout'),
  ...write('/api/admin/auth/totp/setup'),
  ...write('/api/admin/auth/totp/enable'),
  ...write('/api/admin/auth/totp/verify'),
  ...write('/api/admin/auth/recovery/verify'),
  ...write('/api/admin/auth/passkey/registration-options'),
  ...write('/api/admin/auth/passkey/register'),
  ...write('/api/admin/auth/passkey/authentication-options'),
  ...write('/api/admin/auth/passkey/verify'),
  ...read('/api/admin/staff'),
  'HEAD /api/admin/staff/': { shape: 'envelope', body: 'none' },
  ...write('/api/admin/staff/invite'),
  ...write('/api/admin/staff/:id/role'),
  ...write('/api/admin/staff/:id/disable'),
  ...write('/api/admin/staff/:id/enable'),
  ...read('/api/admin/audit'),
  'HEAD /api/admin/audit/': { shape: 'envelope', body: 'none' },
  ...read('/api/admin/audit/verify'),
  ...read('/api/admin/messages'),
  'HEAD /api/admin/messages/': { shape: 'envelope', body: 'none' },
  ...write('/api/admin/messages/:id/retry'),
  // The back office's finalists, score sheets and winners, releases (issue 24): staff only, so every fuzzed request
  // meets the staff guard first.
  ...read('/api/admin/finalists'),
  'HEAD /api/admin/finalists/': { shape: 'envelope', body: 'none' },
  ...read('/api/admin/finalists/:id'),
  ...write('/api/admin/finalists'),
  'PUT /api/admin/finalists/:id': { shape: 'envelope', body: 'json' },
  'DELETE /api/admin/finalists/:id': { shape: 'envelope', body: 'none' },
  ...write('/api/admin/finalists/:id/link'),
  ...write('/api/admin/finalists/:id/media', { body: 'multipart' }),
  ...read('/api/admin/comments'),
  ...write('/api/admin/comments/:id/hide'),
  ...write('/api/admin/comments/:id/restore'),
  'GET /api/admin/questions': { shape: 'envelope', body: 'none' },
  'GET /api/admin/questions/:id': { shape: 'envelope', body: 'none' },
  ...write('/api/admin/questions/:id/answer'),
  ...write('/api/admin/questions/:id/messages/:messageId/faq-draft'),
  'GET /api/admin/questions/:id/attachments/:attachmentId': { shape: 'private-file', body: 'none' },
  ...write('/api/admin/articles/:articleId/comments'),
  ...write('/api/admin/scores/import', { body: 'multipart' }),
  ...read('/api/admin/scores'),
  ...write('/api/admin/scores/compute'),
  ...write('/api/admin/winners/publish'),
  // The judge's desk (issue 27): judges only, so every request of the fuzzer meets the guard's 401.
  'GET /api/admin/judging/desk': { shape: 'envelope', body: 'none' },
  'GET /api/admin/judging/entries/:id': { shape: 'envelope', body: 'none' },
  'GET /api/admin/judging/entries/:id/files/:index': { shape: 'private-file', body: 'none' },
  'PUT /api/admin/judging/entries/:id/scores': { shape: 'envelope', body: 'json' },
  ...write('/api/admin/judging/rounds/:group/:round/submit'),
  'GET /api/admin/judging/conflicts': { shape: 'envelope', body: 'none' },
  ...write('/api/admin/judging/conflicts'),
  'GET /api/admin/judging/rounds': { shape: 'envelope', body: 'none' },
  ...write('/api/admin/judging/rounds/:group/:round/assign'),
  'GET /api/admin/judging/rounds/:group/:round/progress': { shape: 'envelope', body: 'none' },
  ...write('/api/admin/judging/rounds/:group/:round/sheets/:staffId/reopen'),
  ...write('/api/admin/judging/rounds/:group/:round/compute'),
  ...write('/api/admin/judging/rounds/:group/:round/shortlist'),
  // Annulling public votes (issue 28): organizers only.
  'GET /api/admin/votes/annulments': { shape: 'envelope', body: 'none' },
  ...write('/api/admin/votes/annulments'),
  // The anomaly report (issue 28): organizers only.
  'GET /api/admin/votes/anomalies': { shape: 'envelope', body: 'none' },
  ...read('/api/admin/releases'),
  'HEAD /api/admin/releases/': { shape: 'envelope', body: 'none' },
  ...read('/api/admin/releases/:remote/history'),
  ...write('/api/admin/releases/:remote/ramp'),
  ...write('/api/admin/releases/:remote/promote'),
  ...write('/api/admin/releases/:remote/window'),
  ...write('/api/admin/releases/:remote/rollback'),
  // The editor's articles (issue 25): editors and organizers only, so every fuzzed request meets the staff guard first.
  ...read('/api/admin/articles'),
  'HEAD /api/admin/articles/': { shape: 'envelope', body: 'none' },
  ...write('/api/admin/articles'),
  ...read('/api/admin/articles/:id'),
  'PUT /api/admin/articles/:id': { shape: 'envelope', body: 'json' },
  ...read('/api/admin/articles/:id/revisions'),
  ...read('/api/admin/articles/:id/revisions/:revision'),
  ...write('/api/admin/articles/:id/revisions/:revision/restore'),
  ...write('/api/admin/articles/:id/publish'),
  ...write('/api/admin/articles/:id/schedule'),
  ...write('/api/admin/articles/:id/unpublish'),
  ...write('/api/admin/articles/:id/preview'),
  // The media library (issue 25): editors and organizers.
  ...read('/api/admin/media'),
  'HEAD /api/admin/media/': { shape: 'envelope', body: 'none' },
  ...read('/api/admin/media/:id'),
  ...write('/api/admin/media', { body: 'multipart' }),
  'PATCH /api/admin/media/:id': { shape: 'envelope', body: 'json' },
  'DELETE /api/admin/media/:id': { shape: 'envelope', body: 'none' },
  // The site settings (issue 25): editors and organizers only.
  ...read('/api/admin/settings'),
  'HEAD /api/admin/settings/': { shape: 'envelope', body: 'none' },
  'PUT /api/admin/settings': { shape: 'envelope', body: 'json' },
  // The display data (issue 25): editors and organizers only; each collection saved whole.
  ...read('/api/admin/display'),
  'HEAD /api/admin/display/': { shape: 'envelope', body: 'none' },
  ...read('/api/admin/display/:collection'),
  'PUT /api/admin/display/:collection': { shape: 'envelope', body: 'json' },
  // Removing the sample content (issue 25 point 7): organizers only.
  'POST /api/admin/sample/remove': { shape: 'envelope', body: 'json' },
  // Broadcasts (issue 26 point 6): organizers only; sending with a fresh second factor.
  ...read('/api/admin/broadcasts'),
  'HEAD /api/admin/broadcasts/': { shape: 'envelope', body: 'none' },
  ...read('/api/admin/broadcasts/:id'),
  'POST /api/admin/broadcasts': { shape: 'envelope', body: 'json' },
  'POST /api/admin/broadcasts/audience': { shape: 'envelope', body: 'json' },
  'POST /api/admin/broadcasts/preview': { shape: 'envelope', body: 'json' },
  // The unsubscribe page and RFC 8058's one-click POST (issue 26 point 6): HTML pages of their own, by random token.
  ...read('/api/unsubscribe/:token', { shape: 'static' }),
  'POST /api/unsubscribe/:token': { shape: 'static', body: 'json' },
};

/** Registered routes the fuzzer leaves alone, each with the reason. */
export const EXCLUDED: Record<string, string> = {};
