import type { Device, GroupNumber } from '@portal/shared/contracts';
import type { MobileRoute, PcRoute } from '@portal/shared/navigation';
import { pathOf } from '@portal/shared/navigation';

/**
 * The one table of this remote's pages and their URLs on each device (relative to /pc/ and /mobile/); null where
 * a device has no such page. routes.tsx builds the routes from it. Every route must be one @portal/contracts/pages declares (the types say so).
 */
export const PAGES = {
  home: { pc: 'home', mobile: 'home' },
  background: { pc: 'backgroundOfTheCompetition', mobile: 'great/contest' },
  news: { pc: 'latestNews', mobile: 'news/consult' },
  newsDetail: { pc: 'latestNewsDetail', mobile: 'news/consult/detail' },
  finalists: { pc: 'finalists', mobile: null },
  previous: { pc: 'previousCompetition', mobile: 'MobilePreviousCompetition' },
  highlights: { pc: 'interestingSidelightsTwo', mobile: 'past/games/index' },
  galleryPreview: { pc: 'first-competition-gallery', mobile: null },
  gallery: { pc: 'first-more-image', mobile: 'photo-wall' },
  faq: { pc: 'commonProblem', mobile: 'familiarProblem/index' },
  faqDetail: { pc: 'commonProblemDetail', mobile: 'familiarProblem/detail' },
  about: { pc: 'aboutUs', mobile: 'about-us/index' },
  contact: { pc: 'findUs', mobile: 'contact-us/index' },
  wd: { pc: 'pc_wd', mobile: 'm_wd' },
} as const satisfies Record<string, { pc: PcRoute; mobile: MobileRoute | null }>;

export type PageKey = keyof typeof PAGES;

/** Every page gets the device it renders for; the shell picks the route table. */
export interface PageProps {
  device: Device;
}

/** The app path of one of our pages, with an optional query; a page the device lacks falls back to its home. */
export function pagePath(page: PageKey, device: Device, query: Record<string, string | number> = {}): string {
  const route = PAGES[page][device] ?? PAGES.home[device];
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return pathOf(device, route) + (search ? `?${search}` : '');
}

/** Team registration belongs to mf-competition: reached by URL, never by import. Without a group it picks one. */
export function registrationPath(device: Device, group?: GroupNumber): string {
  const route = device === 'pc' ? 'contestRegistration' : 'registration';
  return pathOf(device, route) + (group ? `?group=${group}` : '');
}
