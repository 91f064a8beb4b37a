import { accountPages } from './account.js';
import { adminPages } from './admin.js';
import { competitionPages, competitionSlots } from './competition.js';
import { contentPages } from './content.js';
import type { PageDeclaration } from './declare.js';
import { votingPages } from './voting.js';

// The site's pages (SPEC §2): each declared once, in its remote's file here (./content.ts, …), with its mobile routes,
// login rule, footer, article category and texts. Everything else about pages derives from those files: the shell's
// navigation, the server's page table, head tags and sitemap, and the routes a remote's registry entry lists.

export type Device = 'pc' | 'mobile';
/** Where a page lives: a device's public pages, or the back office under /admin/ (one route for every screen). */
export type Area = Device | 'admin';

export { adminPages as ADMIN_ROUTES, type AdminRoute } from './admin.js';

/** Each remote's pages, by desktop route. */
export const REMOTE_PAGES = {
  'mf-content': contentPages,
  'mf-account': accountPages,
  'mf-competition': competitionPages,
  'mf-voting': votingPages,
} as const;

type Remote = keyof typeof REMOTE_PAGES;
type MobileOf<P> = P extends { readonly mobile: readonly (infer R)[] } ? R : never;
type RemoteMobile<R extends Remote> = { [K in keyof (typeof REMOTE_PAGES)[R]]: MobileOf<(typeof REMOTE_PAGES)[R][K]> }[keyof (typeof REMOTE_PAGES)[R]];
export type PcRoute = { [R in Remote]: keyof (typeof REMOTE_PAGES)[R] }[Remote] & string;
export type MobileRoute = { [R in Remote]: RemoteMobile<R> }[Remote] & string;
type Equivalent = readonly [PcRoute | null, MobileRoute | null];

const DECLARED: readonly (readonly [remote: string, pc: string, page: PageDeclaration])[] = Object.entries(REMOTE_PAGES).flatMap(
  ([remote, pages]) => Object.entries(pages as Readonly<Record<string, PageDeclaration>>).map(([pc, page]) => [remote, pc, page] as const),
);

export const PC_ROUTES = DECLARED.map(([, pc]) => pc) as readonly PcRoute[];
export const MOBILE_ROUTES = DECLARED.flatMap(([, , page]) => page.mobile ?? []) as readonly MobileRoute[];

/**
 * Equivalent pages, read in both directions. Where a page has no counterpart the other side is null (the device's
 * home is used). Where several pages share one counterpart, the first row is the way back.
 */
export const EQUIVALENTS = [
  ...DECLARED.flatMap(([, pc, page]): (readonly [string, string | null])[] =>
    page.mobile?.length ? page.mobile.map((mobile) => [pc, mobile]) : page.mobileTwin ? [] : [[pc, null]],
  ),
  // After every page's own routes, so a twin never becomes the way back from its route.
  ...DECLARED.flatMap(([, pc, page]): (readonly [string, string])[] => (page.mobileTwin ? [[pc, page.mobileTwin]] : [])),
] as readonly Equivalent[];

/** Each remote's back-office pages (issue 24), by route under /admin/. */
const REMOTE_ADMIN_PAGES: Readonly<Record<string, readonly string[]>> = { 'mf-admin': adminPages };

/** The extension slots each remote fills (docs/adr/0008). */
const REMOTE_SLOTS: Readonly<Record<string, readonly string[]>> = { 'mf-competition': competitionSlots };

/** What a remote's registry entry says of it: the routes of its pages on each device and the slots it fills. */
export interface RemoteDeclaration {
  pc: string[];
  mobile: string[];
  /** Its back-office pages, only for a remote that has some (a shell that predates them ignores the field). */
  admin?: string[];
  slots?: string[];
}

/** A remote's declaration, as `pnpm release publish` lists it in the registry; undefined for a remote not declared here. */
export function declarationOf(remote: string): RemoteDeclaration | undefined {
  const pages = (REMOTE_PAGES as Readonly<Record<string, Readonly<Record<string, PageDeclaration>>>>)[remote];
  const admin = REMOTE_ADMIN_PAGES[remote];
  if (!pages && !admin) return undefined;
  const slots = REMOTE_SLOTS[remote];
  return {
    pc: Object.keys(pages ?? {}),
    mobile: Object.values(pages ?? {}).flatMap((page) => page.mobile ?? []),
    ...(admin ? { admin: [...admin] } : {}),
    ...(slots ? { slots: [...slots] } : {}),
  };
}

export const HOME_PATH: Record<Device, string> = { pc: '/pc/home', mobile: '/mobile/home' };
export const LOGIN_PATH: Record<Device, string> = { pc: '/pc/logIn', mobile: '/mobile/login' };

/** Pages that need a token (§2, §6); links to them are guarded the same way. */
export const LOGIN_REQUIRED: Record<Device, readonly string[]> = {
  pc: DECLARED.filter(([, , page]) => page.login).map(([, pc]) => pc),
  mobile: DECLARED.flatMap(([, , page]) => (page.login ? (page.mobile ?? []) : [])),
};

/** Mobile pages without the footer (§2). */
export const MOBILE_FOOTERLESS = DECLARED.flatMap(([, , page]) => page.footerless ?? []) as readonly MobileRoute[];

export function pathOf(device: Device, route: string): string {
  return `/${device}/${route}`;
}

/** The route of a back-office path (`/admin/staff/3` → `staff/3`, `/admin` → ''), or null outside /admin. */
export function splitAdminPath(pathname: string): string | null {
  const match = /^\/admin(?:\/(.*))?$/.exec(pathname);
  return match ? (match[1] ?? '').replace(/\/+$/, '') : null;
}

/** The device and route of an app path, or null outside /pc/ and /mobile/. */
export function splitPath(pathname: string): { device: Device; route: string } | null {
  const match = /^\/(pc|mobile)(?:\/(.*))?$/.exec(pathname);
  if (!match) return null;
  return { device: match[1] as Device, route: (match[2] ?? '').replace(/\/+$/, '') };
}

/** Pages about one article, named by `?id=`: the category its id must belong to. */
// Pure: a bundle that never reads it (the shell) drops it.
export const ARTICLE_PAGES: Readonly<Record<string, 'news' | 'faq'>> = /* @__PURE__ */ Object.fromEntries(
  DECLARED.flatMap(([, pc, { article, mobile = [] }]) => (article ? [pc, ...mobile].map((route) => [route, article] as const) : [])),
);

/** The counterpart of a page on the other device (the first row that names it), or undefined. */
export function counterpart(device: Device, route: string): string | undefined {
  const from = device === 'pc' ? 0 : 1;
  const row = EQUIVALENTS.find((candidate) => candidate[from] === route);
  return row?.[1 - from] ?? undefined;
}

/** The desktop key of a page, which its texts and canonical URL go by (a mobile page without one keeps its own). */
export function pageKey(device: Device, route: string): string {
  return device === 'pc' ? route : (counterpart('mobile', route) ?? route);
}
