import { randomBytes } from 'node:crypto';
import { field, file, multipart } from '../uploads/multipart.js';
import { png } from '../uploads/sample-files.js';
import type { RawRequest } from './http.js';
import type { TeamMember } from '@portal/contracts/account-api';
import { registrationBody, type Party } from './parties.js';
import { REMOTE_PATH } from './stations.js';
import { STAFF_ROUTE_TABLE } from './staff-routes/index.js';
import type { StaffRoute } from './staff-routes/types.js';

// Every route the server registers, by `METHOD url` exactly as Fastify reports it, classified with its reason. A
// route missing here fails the suite (so a new route gets decided on), and so does an entry no route matches.
//
// owner: the answer or the effect belongs to one account. The suite tries each probe of it with the other user's
//   live token (on the victim's resources), with no token, the victim's expired token, the victim's revoked token
//   and malformed tokens; and the victim's own live token as the control that the probe names something real.
// public: answers the same to everyone; GET routes with sample paths are swept for personal data.
// development: not registered in production (NODE_ENV=production without DEV_OUTBOX=1).

/** What a refused attempt must look like. */
export type Refusal =
  /** 401 in the envelope with code -1 (the client forgets its user and offers login). */
  | 'login'
  /** 404: the same as for something that does not exist. */
  | 'notFound'
  /** Any 4xx in the envelope, nothing done. */
  | 'refused';

/** The other user's live token: refused, or answered with the caller's own data only. */
export type OtherOutcome = Refusal | 'ownData' | { notApplicable: string };

export interface Probe {
  label: string;
  request: RawRequest;
  /**
   * The victim's own live token on the same request: 'secrets' = a 2xx carrying the victim's data (which proves the
   * probe names something real and the leak search sees it); 'ok' = a 2xx; undefined = a write, not repeated.
   */
  control?: 'secrets' | 'ok';
}

export interface Context {
  articleId: number;
}

export interface OwnerRoute {
  access: 'owner';
  reason: string;
  probes(victim: Party, context: Context): Probe[];
  other: OtherOutcome;
  dead: Refusal;
}

export interface PublicRoute {
  access: 'public';
  reason: string;
  /** Paths a GET route is swept with (no token, another user's token) for personal data. */
  sweep?: (context: Context) => string[];
}

export interface DevelopmentRoute {
  access: 'development';
  reason: string;
}

export type RouteEntry = OwnerRoute | PublicRoute | DevelopmentRoute | StaffRoute;

const json = (method: string, path: string, body: unknown): RawRequest => ({
  method,
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const TUS = { 'tus-resumable': '1.0.0' };

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** A complete tus creation (length, metadata of the video step): only the session can refuse it. */
export function tusCreate(path: string): RawRequest {
  return {
    method: 'POST',
    path,
    headers: { ...TUS, 'upload-length': '5000', 'upload-metadata': `filename ${base64('intruder.mp4')},filetype ${base64('video/mp4')},step ${base64('videoSubmission')}` },
  };
}

/** New people (nobody's members) with the victim's ID-card images: only the images' ownership can refuse them. */
function strangersWithCardsOf(victim: Party): TeamMember[] {
  return victim.members.map((member, i) => {
    const id = randomBytes(3).toString('hex');
    return {
      ...member,
      name: `Stranger ${i + 1} ${id}`,
      studentId: `X-${id}`,
      email: `stranger-${id}@example.org`,
      school: 'Elsewhere School',
      birthDate: '2005-12-24',
    };
  });
}

/** GET and its HEAD: one reading, two methods (HEAD answers carry headers only, so its control is 'ok'). */
function read(url: string, entry: Omit<OwnerRoute, 'access'>): Record<string, OwnerRoute> {
  const head = (probe: Probe): Probe => ({ ...probe, request: { ...probe.request, method: 'HEAD' }, ...(probe.control ? { control: 'ok' as const } : {}) });
  return {
    [`GET ${url}`]: { access: 'owner', ...entry },
    [`HEAD ${url}`]: { access: 'owner', ...entry, probes: (victim, context) => entry.probes(victim, context).map(head) },
  };
}

function publicRead(url: string, reason: string, sweep?: (context: Context) => string[]): Record<string, PublicRoute> {
  return { [`GET ${url}`]: { access: 'public', reason, ...(sweep ? { sweep } : {}) }, [`HEAD ${url}`]: { access: 'public', reason } };
}

const get = (path: string): RawRequest => ({ method: 'GET', path });

// ---------------------------------------------------------------------------------------------------------------
// Owner-scoped routes.

const SELF_ONLY = 'answers about the session user only; the victim ids in the query must change nothing';

const ownerRoutes: Record<string, OwnerRoute> = {
  ...read('/api/user/info', {
    reason: `the account and team info of the session user (e-mail, members, ID-card addresses): ${SELF_ONLY}`,
    probes: (victim) => [{ label: 'user info', request: get(`/api/user/info?id=${victim.userId}&userId=${victim.userId}`), control: 'secrets' }],
    other: 'ownData',
    dead: 'login',
  }),
  'POST /api/user/setInfo': {
    access: 'owner',
    reason: "writes the session user's team info; an avatar or ID-card image must be the caller's own upload",
    probes: (victim) => [
      { label: "team info naming the victim's avatar", request: json('POST', '/api/user/setInfo', { teamName: 'Copycat Team', avatar: victim.avatar.uri }) },
      { label: "team info naming the victim's ID cards", request: json('POST', '/api/user/setInfo', { teamName: 'Copycat Team', members: strangersWithCardsOf(victim) }) },
    ],
    other: 'refused',
    dead: 'login',
  },
  'POST /api/user/changePassword': {
    access: 'owner',
    reason: "changes the session user's password",
    probes: (victim) => [
      { label: 'password change', request: json('POST', '/api/user/changePassword', { oldPassword: victim.password, password: 'taken over 12345', confirmPassword: 'taken over 12345' }) },
    ],
    other: { notApplicable: "the request names no account: it can only be about the caller's own, whose old password it checks" },
    dead: 'login',
  },
  'POST /api/user/sendEmailChangeCode': {
    access: 'owner',
    reason: "mails a code for a new address of the session user's account, once the caller's own current password is right",
    probes: (victim) => [
      { label: 'change-of-address code', request: json('POST', '/api/user/sendEmailChangeCode', { email: `taken-over-${victim.name.toLowerCase()}@example.org`, password: victim.password }) },
    ],
    other: { notApplicable: "the request names no account: it can only be about the caller's own, whose password it checks (a wrong one counts as a failed login)" },
    dead: 'login',
  },
  'POST /api/user/changeEmail': {
    access: 'owner',
    reason: "gives the session user's account the new address whose code was mailed for that account (codes are bound to the account)",
    probes: (victim) => [{ label: 'change of address', request: json('POST', '/api/user/changeEmail', { email: `taken-over-${victim.name.toLowerCase()}@example.org`, code: '000000' }) }],
    other: 'refused',
    dead: 'login',
  },
  'POST /api/login/logout': {
    access: 'owner',
    reason: 'ends the session whose token it carries',
    probes: () => [{ label: 'logout', request: { method: 'POST', path: '/api/login/logout' } }],
    other: { notApplicable: 'a session is named only by its own token: the other user can only end their own' },
    dead: 'login',
  },
  'POST /api/comment/add': {
    access: 'owner',
    reason: 'writes a comment as the session user',
    probes: (_victim, context) => [{ label: 'comment', request: json('POST', '/api/comment/add', { articleId: context.articleId, content: 'written by an intruder' }) }],
    other: { notApplicable: "a comment is always the caller's own; the request names no other account" },
    dead: 'login',
  },
  ...read('/api/question/thread', {
    reason: `the session user's own question thread with the organizers: ${SELF_ONLY}`,
    probes: (victim) => [{ label: 'question thread', request: get(`/api/question/thread?userId=${victim.userId}`), control: 'ok' }],
    other: 'ownData',
    dead: 'login',
  }),
  'POST /api/question/add': {
    access: 'owner',
    reason: "writes a message in the session user's own thread; its files must be the caller's own uploads",
    probes: (victim) => [{ label: "a question naming the victim's avatar", request: json('POST', '/api/question/add', { content: 'whose file?', files: [victim.avatar.uri] }) }],
    other: 'refused',
    dead: 'login',
  },
  'POST /api/upload/image': {
    access: 'owner',
    reason: 'stores a private file owned by the session user',
    probes: () => {
      const body = multipart([field('type', '1'), file('intruder.png', png(300), 'image/png')]);
      return [{ label: 'image upload', request: { method: 'POST', path: '/api/upload/image', headers: { 'content-type': body.contentType }, body: body.payload } }];
    },
    other: { notApplicable: 'stores a new file owned by the caller; it names no existing file' },
    dead: 'login',
  },
  ...read('/uploads/:name', {
    reason: 'a private file (ID card, avatar, work): its owner only; everyone else the 404 of a file that does not exist',
    probes: (victim) =>
      [victim.avatar, ...victim.idCards, ...(victim.work ? [victim.work.file] : [])].map((stored) => ({
        label: stored.originalName,
        request: get(stored.uri ?? ''),
        control: 'secrets' as const,
      })),
    other: 'notFound',
    dead: 'notFound',
  }),
  ...read('/api/registration/getOwnActive', {
    reason: `the team's registration with its members' personal data and ID-card addresses: ${SELF_ONLY}`,
    probes: (victim) => [
      {
        label: 'own registration',
        request: get(`/api/registration/getOwnActive?id=${victim.registrationId ?? 0}&userId=${victim.userId}`),
        control: victim.registrationId === undefined ? 'ok' : 'secrets',
      },
    ],
    other: 'ownData',
    dead: 'login',
  }),
  ...read('/api/registration/isDateBack', {
    reason: `whether the team's registration was sent back, and the organizer's reason: ${SELF_ONLY}`,
    probes: (victim) => [{ label: 'sent back', request: get(`/api/registration/isDateBack?id=${victim.registrationId ?? 0}`), control: 'ok' }],
    other: 'ownData',
    dead: 'login',
  }),
  'POST /api/registration/add': {
    access: 'owner',
    reason: "registers the session user's team; its ID-card images must be the caller's own uploads",
    probes: (victim) => [
      {
        label: "registration with the victim's ID cards",
        request: json('POST', '/api/registration/add', registrationBody({ teamName: `Copycat ${randomBytes(3).toString('hex')}`, members: strangersWithCardsOf(victim) })),
      },
    ],
    other: 'refused',
    dead: 'login',
  },
  ...read('/api/userWork/getMatchCenter', {
    reason: `the team's steps, registration and works: ${SELF_ONLY}`,
    probes: (victim) => [{ label: 'match center', request: get(`/api/userWork/getMatchCenter?userId=${victim.userId}`), control: victim.registrationId === undefined ? 'ok' : 'secrets' }],
    other: 'ownData',
    dead: 'login',
  }),
  ...read('/api/userWork/lists', {
    reason: `the team's works with their private file addresses: ${SELF_ONLY}`,
    probes: (victim) => [{ label: 'works', request: get(`/api/userWork/lists?registrationId=${victim.registrationId ?? 0}`), control: victim.work ? 'secrets' : 'ok' }],
    other: 'ownData',
    dead: 'login',
  }),
  ...read('/api/userWork/getById', {
    reason: "one work of the caller's team by id; another team's is as unknown as a missing one",
    probes: (victim) => (victim.work ? [{ label: 'work by id', request: get(`/api/userWork/getById?id=${victim.work.id}`), control: 'secrets' as const }] : []),
    other: 'notFound',
    dead: 'login',
  }),
  'POST /api/userWork/add': {
    access: 'owner',
    reason: "submits a work of the caller's team with a finished upload that must be the caller's own",
    probes: (victim) =>
      [victim.work?.tusId, victim.pending?.tusId]
        .filter((id): id is string => id !== undefined)
        .map((upload) => ({
          label: `work naming the victim's upload ${upload === victim.work?.tusId ? '(finished)' : '(unfinished)'}`,
          request: json('POST', '/api/userWork/add', { step: 'videoSubmission', title: 'Not ours', topic: 'energy-climate', upload, statementAccepted: true }),
        })),
    other: 'refused',
    dead: 'login',
  },
  'POST /api/tus': {
    access: 'owner',
    reason: 'creates a resumable work upload owned by the session user',
    probes: () => [{ label: 'tus create', request: tusCreate('/api/tus') }],
    other: { notApplicable: "creates the caller's own upload; it names no existing one" },
    dead: 'login',
  },
  ...Object.fromEntries(
    ['HEAD', 'PATCH', 'DELETE'].map((method) => [
      `${method} /api/tus`,
      {
        access: 'owner',
        reason: 'the tus endpoint without an upload id: names no upload, so tus answers the 404 of a missing one to everybody',
        probes: () => [{ label: `tus ${method} without an id`, request: { method, path: '/api/tus', headers: TUS } }],
        other: 'notFound',
        dead: 'notFound',
      } satisfies OwnerRoute,
    ]),
  ),
  'POST /api/tus/*': {
    access: 'owner',
    reason: "tus creation under an upload's address: creates a new upload of the caller's, the named one is not touched",
    probes: (victim) => (victim.pending ? [{ label: "tus create at the victim's upload address", request: tusCreate(`/api/tus/${victim.pending.tusId}`) }] : []),
    // Pinned by its own test: the new upload is the caller's, with its own id.
    other: { notApplicable: "tus ignores the address of a creation: the caller gets a new upload of its own (the suite's own test)" },
    dead: 'login',
  },
  'HEAD /api/tus/*': {
    access: 'owner',
    reason: "an upload's progress (and, for the owner, its metadata): its owner only",
    probes: (victim) => [
      ...(victim.pending ? [{ label: 'tus HEAD of the unfinished upload', request: { method: 'HEAD', path: `/api/tus/${victim.pending.tusId}`, headers: TUS }, control: 'secrets' as const }] : []),
      ...(victim.work ? [{ label: 'tus HEAD of the finished upload', request: { method: 'HEAD', path: `/api/tus/${victim.work.tusId}`, headers: TUS }, control: 'ok' as const }] : []),
    ],
    other: 'notFound',
    dead: 'login',
  },
  'PATCH /api/tus/*': {
    access: 'owner',
    reason: "appends bytes to an upload: its owner's only",
    probes: (victim) =>
      victim.pending
        ? [
            {
              label: "tus PATCH of the victim's upload",
              request: {
                method: 'PATCH',
                path: `/api/tus/${victim.pending.tusId}`,
                headers: { ...TUS, 'upload-offset': String(victim.pending.file.bytes.length), 'content-type': 'application/offset+octet-stream' },
                body: randomBytes(64),
              },
            },
          ]
        : [],
    other: 'notFound',
    dead: 'login',
  },
  'DELETE /api/tus/*': {
    access: 'owner',
    reason: "ends an unfinished upload: its owner's only",
    probes: (victim) => [
      ...(victim.pending ? [{ label: "tus DELETE of the victim's unfinished upload", request: { method: 'DELETE', path: `/api/tus/${victim.pending.tusId}`, headers: TUS } }] : []),
      ...(victim.work ? [{ label: "tus DELETE of the victim's finished upload", request: { method: 'DELETE', path: `/api/tus/${victim.work.tusId}`, headers: TUS } }] : []),
    ],
    other: 'notFound',
    dead: 'login',
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Public routes: the same answer for everyone, nobody's personal data in it.

const CONTENT = 'public content of the site, the same for every visitor';

const publicRoutes: Record<string, PublicRoute> = {
  ...publicRead('/*', 'the built shell (static files, and index.html as the page of every client route)', () => ['/', '/main.0123abcd.js', '/pc/home']),
  ...publicRead('/', 'the site root: the shell page, as for every client route'),
  ...publicRead('/remotes/*', 'released remotes (static JavaScript)', () => [`/remotes/${REMOTE_PATH}/remoteEntry.js`]),
  ...publicRead('/media/*', 'placeholders and copies organizers published on purpose (`pnpm admin finalists media`)'),
  ...publicRead('/_portal/boot.js', 'the boot loader script, the same for everyone', () => ['/_portal/boot.js']),
  ...publicRead('/registry.json', 'the remote registry document', () => ['/registry.json']),
  ...publicRead('/robots.txt', 'what crawlers may read: the same for everyone', () => ['/robots.txt']),
  ...publicRead('/sitemap.xml', "the public pages and articles' URLs, from the route table and the content", () => ['/sitemap.xml']),
  ...publicRead('/config/live.json', 'the live-stream switch of the home page', () => ['/config/live.json']),
  ...publicRead('/api/health', 'liveness with the database round trip; no data', () => ['/api/health?verbose=true']),
  'HEAD /api/health/': { access: 'public', reason: 'the same health check with a trailing slash' },
  ...publicRead('/api/season', 'what is open by the server clock', () => ['/api/season']),
  ...publicRead('/api/site/settings', "the site settings every page shows: the foundation's published contacts and links", () => ['/api/site/settings']),
  ...publicRead('/c/:n', 'the short links of SPEC §2: a redirect to the configured link, or to /', () => ['/c/1', '/c/180', '/c/999']),
  'HEAD /api/season/': { access: 'public', reason: 'the same season state with a trailing slash' },
  ...publicRead('/api/article/lists', CONTENT, () => ['/api/article/lists?page_size=50']),
  ...publicRead('/api/article/detail', CONTENT, (context) => [`/api/article/detail?id=${context.articleId}`]),
  ...publicRead(
    '/api/comment/getArticleIdComment',
    "an article's comments: text and the author as the profile's team name or a masked e-mail, nothing else",
    (context) => [`/api/comment/getArticleIdComment?article_id=${context.articleId}&page_size=50`],
  ),
  ...Object.assign(
    {},
    ...['prizes', 'timeline', 'topics', 'judges', 'finalists', 'winners', 'results', 'partners', 'gallery', 'banners', 'intro'].map((name) =>
      publicRead(`/api/display/${name}`, CONTENT, () => [`/api/display/${name}`, `/api/display/${name}?group=1`]),
    ),
  ),
  ...publicRead('/api/registration/isAddActive', 'whether registration is open, per group, and the university places left', () => ['/api/registration/isAddActive']),
  ...publicRead('/api/registration/getGroup', 'the groups, their topics and windows', () => ['/api/registration/getGroup']),
  ...publicRead('/api/competition/getExam', "a group's contest; a token only picks the caller's group as the default", () => ['/api/competition/getExam', '/api/competition/getExam?group=1']),
  ...publicRead('/api/v1.work/voteCount', 'vote totals (per film after the close); the chain head', () => ['/api/v1.work/voteCount']),
  ...publicRead('/api/v1.work/voteLog', 'the public vote log after the close: keyed hashes of contacts, never the contacts', () => ['/api/v1.work/voteLog']),
  // Sends a code: a write, not swept; the same answer whether or not the address has an account.
  ...publicRead('/api/login/sendEmail', 'mails a sign-up code to the address given; answers the same for every address'),
  'POST /api/login/register': { access: 'public', reason: 'sign-up: the mailed code is the credential' },
  'POST /api/login/account': { access: 'public', reason: 'login: the password is the credential (failures are throttled)' },
  'POST /api/login/sendResetCode': {
    access: 'public',
    reason: "a forgotten password (issue 26.1): mails a reset code to the address's account, if any; the same answer, status and stored row for every address",
  },
  'POST /api/login/resetPassword': { access: 'public', reason: 'a forgotten password: the code mailed to the address is the credential (attempts counted, single use)' },
  'POST /api/v1.user/login': { access: 'public', reason: 'login (Layer A): the password is the credential' },
  'POST /api/comment/report': {
    access: 'public',
    reason: 'anyone may report a comment (issue 25): the same answer for a repeated report; the reporter is kept as an account id or a keyed hash of the address',
  },
  'POST /api/v1.work/sendSms': { access: 'public', reason: 'a vote code to a phone or address: the same answer for every contact' },
  'POST /api/v1.work/verify': { access: 'public', reason: 'a vote: the code sent to the contact is the credential; no account involved' },
  'POST /api/release/beacon': { access: 'public', reason: 'anonymous load counters of remote versions' },
  ...publicRead('/api/unsubscribe/:token', 'the unsubscribe page (issue 26.6): the random token is the credential; it only asks, and shows no personal data'),
  'POST /api/unsubscribe/:token': {
    access: 'public',
    reason: 'one-click unsubscribe (RFC 8058) and the page\'s button: the random token is the credential and changes its own account\'s choice only',
  },
  'POST /api/csp-report': { access: 'public', reason: "browsers' anonymous CSP violation reports: logged (paths only), nothing answered back" },
  'OPTIONS /api/tus': { access: 'public', reason: "the tus server's capabilities (versions, extensions, size limit); reads no session" },
  'OPTIONS /api/tus/*': { access: 'public', reason: 'the same capabilities under an upload address; names nothing' },
};

const developmentRoutes: Record<string, DevelopmentRoute> = {
  ...Object.fromEntries(
    ['GET', 'HEAD'].map((method) => [
      `${method} /api/dev/outbox`,
      { access: 'development', reason: 'the development outbox (mails and texts by address): registered only outside production or with DEV_OUTBOX=1' },
    ]),
  ),
};

export const ROUTE_TABLE: Record<string, RouteEntry> = { ...ownerRoutes, ...publicRoutes, ...developmentRoutes, ...STAFF_ROUTE_TABLE };

export const routeKey = (method: string, url: string) => `${method} ${url}`;
