// The simulated visitors of `pnpm bench:load`: each is a loop of sessions, a session one person on one device who
// arrives on a page, reads, follows links, and leaves; the next person takes the place at once, so the number of
// people on the site stays at --visitors. What a page asks is what its components ask (the remotes and the shell).
//
// The model. Every pause is a person's, drawn from a log-normal around its median (σ 0.5, kept within ¼× and 3× of
// it), scaled by --think-scale (the bounded test runs its visitors ten times faster to walk every path in 5 s).
// Shares are exact, by rotation or by a shuffled deck (every kind of step comes early, even in a short run):
// - Who: sessions take turns in a rotation of 20: 12 readers, 5 voters, 3 members. Each is a new person: a new
//   address (X-Forwarded-For from 198.18.0.0/15, the benchmarking range), on a desktop (55%) or a phone (45%), in
//   Traditional Chinese (60%), English (25%) or Simplified Chinese (15%), with an empty browser cache.
// - A page: a full load (the landing page, and one navigation in ten: a reload, a link opened in a new tab) is its
//   HTML, then the scripts start (0.3 s), then the page's data requests, all at once; one full load in five also
//   revalidates /registry.json (a page restored from the browser's cache carries an older copy). Other navigations
//   are the app's own: the data requests only. Public answers are revalidated with the ETag the visitor has (304).
// - Reading: a glance at home, a list, the gallery, median 6 s; an article, an FAQ answer, the background, 15 s.
//   One navigation in twenty switches language first: the shell then asks /api/season in the new language.
// - Readers land on home (11 in 20), a shared news link (3), the news list, the FAQ or the vote page (2 each), then
//   open 2–9 more pages from a deck (NEXT_PAGE); a detail is a click in the list the reader saw, or, when there is
//   none yet, in the list opened first for it.
// - Members (accounts made before the timed part) open the login page (from home, or directly: 3 in 5), type for
//   7 s, log in, open the personal center, then every second one reads 0–1 pages and logs out, the others read 0–3
//   pages and leave the session open. One login in ten mistypes the password first — told "wrong account or
//   password", an expected answer — and types again for 4 s.
// - Voters open the vote page (from home, or directly: half each), choose a film (10 s), type a phone number or an
//   e-mail address never used before (6 s), ask for the code, read it on their phone (the development outbox stands
//   in for the phone) and type it (12 s), vote, look at the receipt (4 s), and read 0–2 pages. Nobody votes twice.
// - Between two sessions in a place: 1 s. At the start each place waits a random part of the ramp (--seconds / 5,
//   at most 5 s), so the visitors do not all arrive in the same millisecond.
import { LANGUAGES, VisitorHttp } from './load-http.mjs';

export const ROLES = 'RRVRMRRVRRMRVRRRVMRR';

export const THINK_MEDIAN_SECONDS = {
  boot: 0.3,
  glance: 6,
  read: 15,
  typeLogin: 7,
  retypePassword: 4,
  chooseFilm: 10,
  typeContact: 6,
  typeCode: 12,
  receipt: 4,
  nextSession: 1,
};

/** "One in N", counted over all visitors: the first occurrence is the first time. */
const EVERY = { wrongPassword: 10, fullLoad: 10, registry: 5, languageSwitch: 20, logout: 2 };
const MOBILE_SHARE = 0.45;
const COMMENT_PAGE_SIZE = 10;
const VOTING_GROUP = 1;

/** A small seeded generator (mulberry32), so two runs with the same --seed make the same choices. */
export function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random = {
    next,
    chance: (p) => next() < p,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    /** [[value, weight], …] → a value. */
    weighted: (entries) => {
      let left = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [value, weight] of entries) {
        left -= weight;
        if (left < 0) return value;
      }
      return entries[entries.length - 1][0];
    },
    /** [[value, count], …] → draw(): the values of a shuffled deck of those cards, a new deck when it is empty. */
    deck: (entries) => {
      let cards = [];
      return () => {
        if (cards.length === 0) {
          cards = entries.flatMap(([value, count]) => Array.from({ length: count }, () => value));
          for (let i = cards.length - 1; i > 0; i--) {
            const j = Math.floor(next() * (i + 1));
            [cards[i], cards[j]] = [cards[j], cards[i]];
          }
        }
        return cards.pop();
      };
    },
    /** Log-normal around `median` (σ = 0.5), kept within ¼× and 3× of it. */
    around: (median) => {
      const normal = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
      return Math.min(3 * median, Math.max(median / 4, median * Math.exp(0.5 * normal)));
    },
  };
  return random;
}

const listPath = (cid, size, language) => `/api/article/lists?cid=${cid}&page_no=1&page_size=${size}&type=${language}`;
const isPaged = (data) => (Array.isArray(data?.lists) ? null : 'no list in the answer');

/**
 * One data request of a page: [kind, path, options]. `file`: a plain file and its check; `check`: what is wrong with
 * an envelope's data; `session`: sent with the member's token; `remember`: what the visitor keeps for a next step.
 * @typedef {[string, string, { file?: (body: any) => boolean, check?: (data: any) => unknown, session?: boolean, remember?: string }?]} PageCall
 */

/**
 * The pages, by the remote's own table (each remote's src/config and @portal/contracts/pages): the route per device (null: none there),
 * how long a person stays, and the data requests of its components in a content language (zh-hk, zh-cn, en-us)
 * for an article id, as [kind, path, options].
 */
export const PAGES = {
  home: {
    pc: 'home',
    mobile: 'home',
    stay: 'glance',
    calls: (language) => [
      ['display: prizes', '/api/display/prizes'],
      ['article list', listPath(1, 4, language), { check: isPaged, remember: 'news' }],
      ['display: winners', '/api/display/winners'],
      ['display: partners', '/api/display/partners'],
      ['live config', '/config/live.json', { file: (body) => typeof body?.show === 'boolean' }],
    ],
  },
  background: {
    pc: 'backgroundOfTheCompetition',
    mobile: 'great/contest',
    stay: 'read',
    calls: (language) => [
      ['article list', listPath(4, 10, language), { check: isPaged }],
      ['display: timeline', '/api/display/timeline'],
      ['display: topics', '/api/display/topics'],
      ['display: prizes', '/api/display/prizes'],
      ['display: judges', '/api/display/judges'],
    ],
  },
  news: { pc: 'latestNews', mobile: 'news/consult', stay: 'glance', calls: (language) => [['article list', listPath(1, 10, language), { check: isPaged, remember: 'news' }]] },
  newsDetail: {
    pc: 'latestNewsDetail',
    mobile: 'news/consult/detail',
    stay: 'read',
    detailOf: 'news',
    calls: (_language, id) => [
      ['article detail', `/api/article/detail?id=${id}`],
      ['comments', `/api/comment/getArticleIdComment?article_id=${id}&page_no=1&page_size=${COMMENT_PAGE_SIZE}`, { check: isPaged }],
    ],
  },
  finalists: { pc: 'finalists', mobile: null, stay: 'glance', calls: () => [['display: finalists', '/api/display/finalists']] },
  previous: {
    pc: 'previousCompetition',
    mobile: 'MobilePreviousCompetition',
    stay: 'glance',
    calls: (language) => [
      ['article list', listPath(5, 10, language), { check: isPaged }],
      ['display: winners', '/api/display/winners'],
    ],
  },
  highlights: { pc: 'interestingSidelightsTwo', mobile: 'past/games/index', stay: 'glance', calls: (language) => [['article list', listPath(6, 10, language), { check: isPaged }]] },
  galleryPreview: {
    pc: 'first-competition-gallery',
    mobile: null,
    stay: 'glance',
    calls: () => [['display: gallery', '/api/display/gallery?contest=1&page_no=1&page_size=8', { check: isPaged }]],
  },
  gallery: {
    pc: 'first-more-image',
    mobile: 'photo-wall',
    stay: 'glance',
    calls: () => [['display: gallery', '/api/display/gallery?contest=1&page_no=1&page_size=12', { check: isPaged }]],
  },
  faq: { pc: 'commonProblem', mobile: 'familiarProblem/index', stay: 'glance', calls: (language) => [['FAQ list', listPath(2, 20, language), { check: isPaged, remember: 'faq' }]] },
  faqDetail: { pc: 'commonProblemDetail', mobile: 'familiarProblem/detail', stay: 'read', detailOf: 'faq', calls: (_language, id) => [['FAQ detail', `/api/article/detail?id=${id}`]] },
  about: { pc: 'aboutUs', mobile: 'about-us/index', stay: 'read', calls: (language) => [['article list', listPath(3, 10, language), { check: isPaged }]] },
  contact: { pc: 'findUs', mobile: 'contact-us/index', stay: 'glance', calls: () => [] },
  wd: { pc: 'pc_wd', mobile: 'm_wd', stay: 'glance', calls: (language) => [['article list', listPath(7, 10, language), { check: isPaged }]] },
  vote: {
    pc: 'secondCompetition',
    mobile: 'vote',
    stay: 'glance',
    calls: () => [['display: finalists', `/api/display/finalists?group=${VOTING_GROUP}`, { remember: 'films' }]],
  },
  winners: { pc: 'speak-sustainability-contest', mobile: 'prize/winner/index', stay: 'glance', calls: () => [['display: results', '/api/display/results?group=1']] },
  login: { pc: 'logIn', mobile: 'login', stay: 'glance', calls: () => [] },
  personal: {
    pc: 'personalCenter',
    mobile: 'personal-centered/index',
    stay: 'glance',
    calls: () => [
      ['personal: user info', '/api/user/info', { session: true }],
      ['personal: registration', '/api/registration/getOwnActive', { session: true }],
      ['personal: works', '/api/userWork/lists', { session: true }],
      ['personal: match center', '/api/userWork/getMatchCenter', { session: true }],
    ],
  },
};

/** Where a reader goes next: a deck of 40 cards (a detail page is a click in a list). */
const NEXT_PAGE = [
  ['home', 4],
  ['news', 4],
  ['newsDetail', 7],
  ['faq', 3],
  ['faqDetail', 4],
  ['background', 3],
  ['finalists', 2],
  ['vote', 2],
  ['previous', 2],
  ['highlights', 1],
  ['galleryPreview', 1],
  ['gallery', 2],
  ['about', 1],
  ['contact', 1],
  ['wd', 1],
  ['winners', 2],
];
const READER_LANDING = [['home', 11], ['newsDetail', 3], ['news', 2], ['faq', 2], ['vote', 2]];
const MEMBER_LANDING = [['home', 2], ['login', 3]];
const VOTER_LANDING = [['home', 1], ['vote', 1]];

/**
 * Everything the visitors share. `deadline`: performance.now() after which nobody starts anything; `accounts`:
 * [{ email, password }]; `nextAddress()`, `nextContact()`: a new visitor address and a new voter contact;
 * `expected.loginFailed(apiLanguage)`: the message of a mistyped password; `catalogue.news/faq[apiLanguage]`: ids;
 * `pages`: whether the server has a built shell to serve page HTML from.
 */
export class LoadWorld {
  sessions = 0;
  memberSessions = 0;
  logins = 0;
  votes = 0;
  #turns = new Map();
  // Set by the constructor with the rest, named here for the methods below.
  /** @type {number} */ deadline;
  /** @type {number} */ thinkScale;
  /** @type {ReturnType<typeof randomSource>} */ random;

  constructor({ base, stats, deadline, thinkScale, random, accounts, nextAddress, nextContact, expected, catalogue, timeoutMs, pages }) {
    Object.assign(this, { base, stats, deadline, thinkScale, random, accounts, nextAddress, nextContact, expected, catalogue, timeoutMs, pages });
    this.nextPage = random.deck(NEXT_PAGE);
    this.landing = { reader: random.deck(READER_LANDING), member: random.deck(MEMBER_LANDING), voter: random.deck(VOTER_LANDING) };
  }

  /** True once in every EVERY[name] calls, the first call included. */
  turn(name) {
    const count = this.#turns.get(name) ?? 0;
    this.#turns.set(name, count + 1);
    return count % EVERY[name] === 0;
  }

  timeLeft() {
    return performance.now() < this.deadline;
  }

  /** A person's pause; false when the run ended meanwhile (the session then stops). */
  async pause(median) {
    const ms = Math.min(this.random.around(median * 1000 * this.thinkScale), this.deadline - performance.now());
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    return this.timeLeft();
  }
}

/** One place on the site, from the ramp to the deadline: session after session. */
export async function runVisitor(world, rampSeconds) {
  await new Promise((resolve) => setTimeout(resolve, world.random.next() * rampSeconds * 1000));
  while (world.timeLeft()) {
    const role = ROLES[world.sessions % ROLES.length];
    world.sessions += 1;
    const visitor = newVisitor(world);
    if (role === 'R') await reader(world, visitor);
    else if (role === 'V') await voter(world, visitor);
    else await member(world, visitor);
    await world.pause(THINK_MEDIAN_SECONDS.nextSession);
  }
}

function newVisitor(world) {
  const { random } = world;
  const device = random.chance(MOBILE_SHARE) ? 'mobile' : 'pc';
  const language = random.weighted([['zhComplex', 60], ['en', 25], ['zhSimple', 15]]);
  const http = new VisitorHttp({ base: world.base, ip: world.nextAddress(), device, language, stats: world.stats, timeoutMs: world.timeoutMs });
  // What the visitor saw that a next step needs: article ids of the last lists, the films of the vote page.
  return { http, device, seen: { news: [], faq: [], films: [] }, token: null };
}

/**
 * Opens a page: its HTML on a full load, then its data requests together, as the page's components make them.
 * @param {{ full?: boolean, id?: number }} [options]
 */
async function view(world, visitor, key, options = {}) {
  const { full, id } = options;
  const page = PAGES[key];
  if (full) {
    const route = page[visitor.device];
    if (world.pages) await visitor.http.page(`/${visitor.device}/${route}${id ? `?id=${id}` : ''}`);
    if (world.turn('registry')) await visitor.http.file('registry.json', '/registry.json', (body) => Array.isArray(body?.remotes));
    if (!(await world.pause(THINK_MEDIAN_SECONDS.boot))) return false;
  }
  await Promise.all(
    page.calls(LANGUAGES[visitor.http.language].api, id).map(async (/** @type {PageCall} */ [kind, path, options = {}]) => {
      const answer = options.file
        ? await visitor.http.file(kind, path, options.file)
        : await visitor.http.api(kind, path, { check: options.check, token: options.session ? visitor.token : undefined });
      if (!answer.ok || !options.remember) return;
      const data = answer.body.data;
      if (options.remember === 'films') visitor.seen.films = data.map((film) => film.id);
      else visitor.seen[options.remember] = data.lists.map((article) => article.id);
    }),
  );
  return true;
}

/** A navigation inside the app, sometimes as a full load, sometimes after a language switch. */
async function navigate(world, visitor, key, id) {
  if (world.turn('languageSwitch')) {
    visitor.http.language = world.random.pick(Object.keys(LANGUAGES).filter((language) => language !== visitor.http.language));
    await visitor.http.api('season', '/api/season', { check: (data) => (typeof data?.season === 'string' ? null : 'no season') });
  }
  return view(world, visitor, key, { full: world.turn('fullLoad'), id });
}

/** Reads `count` more pages, the first after a pause as long as the current page's `stay`. */
async function readPages(world, visitor, count, stay) {
  for (let i = 0; i < count; i++) {
    if (!(await world.pause(THINK_MEDIAN_SECONDS[stay]))) return false;
    let key = world.nextPage();
    // A page the device does not have (finalists and the gallery preview are desktop pages): the home page instead.
    if (PAGES[key][visitor.device] === null) key = 'home';
    const list = PAGES[key].detailOf;
    if (list && visitor.seen[list].length === 0) {
      if (!(await navigate(world, visitor, list))) return false;
      if (!(await world.pause(THINK_MEDIAN_SECONDS.glance))) return false;
    }
    const id = list ? world.random.pick(visitor.seen[list]) : undefined;
    // The list may have failed (already counted as an error): the reader then stays where they are.
    if (list && id === undefined) continue;
    if (!(await navigate(world, visitor, key, id))) return false;
    stay = PAGES[key].stay;
  }
  return true;
}

async function reader(world, visitor) {
  const { random, catalogue } = world;
  const landing = world.landing.reader();
  const id = landing === 'newsDetail' ? random.pick(catalogue.news[LANGUAGES[visitor.http.language].api]) : undefined;
  if (!(await view(world, visitor, landing, { full: true, id }))) return;
  await readPages(world, visitor, random.int(2, 9), PAGES[landing].stay);
}

async function member(world, visitor) {
  const { random } = world;
  const account = world.accounts[world.memberSessions++ % world.accounts.length];
  if (world.landing.member() === 'home') {
    if (!(await view(world, visitor, 'home', { full: true }))) return;
    if (!(await world.pause(THINK_MEDIAN_SECONDS.glance))) return;
    if (!(await view(world, visitor, 'login'))) return;
  } else if (!(await view(world, visitor, 'login', { full: true }))) return;
  if (!(await world.pause(THINK_MEDIAN_SECONDS.typeLogin))) return;
  const logIn = (password, expect = []) =>
    visitor.http.api('login', '/api/login/account', {
      method: 'POST',
      body: { account: account.email, password },
      expect,
      check: (data) => (typeof data?.token === 'string' ? null : 'no session token'),
    });
  if (world.turn('wrongPassword')) {
    const loginFailed = world.expected.loginFailed(LANGUAGES[visitor.http.language].api);
    const answer = await logIn(`${account.password}x`, [{ status: 400, msg: loginFailed }]);
    if (!answer.expected) return;
    if (!(await world.pause(THINK_MEDIAN_SECONDS.retypePassword))) return;
  }
  const answer = await logIn(account.password);
  visitor.token = answer.ok ? answer.body.data?.token : null;
  if (!visitor.token) return;
  world.logins += 1;
  if (!(await view(world, visitor, 'personal'))) return;
  // Who logs out does it after a page or none; the others read on and leave the session open.
  const logsOut = world.turn('logout');
  if (!(await readPages(world, visitor, random.int(0, logsOut ? 1 : 3), 'glance'))) return;
  if (logsOut) await visitor.http.api('logout', '/api/login/logout', { method: 'POST', token: visitor.token });
}

async function voter(world, visitor) {
  const { random } = world;
  if (world.landing.voter() === 'home') {
    if (!(await view(world, visitor, 'home', { full: true }))) return;
    if (!(await world.pause(THINK_MEDIAN_SECONDS.glance))) return;
    if (!(await view(world, visitor, 'vote'))) return;
  } else if (!(await view(world, visitor, 'vote', { full: true }))) return;
  if (visitor.seen.films.length === 0) return;
  const workId = random.pick(visitor.seen.films);
  if (!(await world.pause(THINK_MEDIAN_SECONDS.chooseFilm))) return;
  if (!(await world.pause(THINK_MEDIAN_SECONDS.typeContact))) return;
  const contact = world.nextContact();
  const sent = await visitor.http.api('vote: send code', '/api/v1.work/sendSms', { method: 'POST', body: { contact } });
  if (!sent.ok) return;
  // The phone: the newest text or mail to this contact carries the code, once the queue has delivered it.
  const code = await visitor.http.code('vote: read code (outbox)', contact);
  if (!code) return;
  if (!(await world.pause(THINK_MEDIAN_SECONDS.typeCode))) return;
  const vote = await visitor.http.api('vote: verify', '/api/v1.work/verify', {
    method: 'POST',
    body: { contact, code, workId },
    check: (receipt) => (Number.isInteger(receipt?.voteId) && receipt.finalistId === workId ? null : 'no receipt for the film'),
  });
  if (!vote.ok) return;
  world.votes += 1;
  if (!(await world.pause(THINK_MEDIAN_SECONDS.receipt))) return;
  await readPages(world, visitor, random.int(0, 2), 'glance');
}
