import type { Device, SecondCompetitionOffer } from '@portal/shared/contracts';

// The shell's menus (§2) in one table. Each item lists the routes that highlight it, so a detail page lights up
// its list's item (news detail → news, FAQ detail → FAQ).

export type MenuKey =
  | 'home'
  | 'background'
  | 'news'
  | 'secondCompetition'
  | 'pastContests'
  | 'faq'
  | 'aboutUs'
  | 'contactUs'
  | 'personalCenter';

export interface SubItem {
  key: string;
  route: string;
}

export interface MenuItem {
  key: MenuKey;
  /** The route the item itself opens (null: only its sub-items lead somewhere on this device). */
  route: string | null;
  highlights: readonly string[];
  children?: readonly SubItem[];
}

/**
 * The route offered for the second competition: voting before the winners day, the winners list from it (§2).
 * The server's season state says which (@portal/shared/season).
 */
const OFFER_ROUTE: Record<Device, Record<SecondCompetitionOffer, string | null>> = {
  pc: { voting: 'secondCompetition', winners: 'speak-sustainability-contest' },
  // Phone visitors in Hong Kong are the main voters: mobile has its own voting page (issue 11).
  mobile: { voting: 'vote', winners: 'prize/winner/index' },
};

export function desktopMenu(offer: SecondCompetitionOffer): MenuItem[] {
  const secondRoute = OFFER_ROUTE.pc[offer] ?? 'secondCompetition';
  return [
    { key: 'home', route: 'home', highlights: ['home'] },
    { key: 'background', route: 'backgroundOfTheCompetition', highlights: ['backgroundOfTheCompetition'] },
    { key: 'news', route: 'latestNews', highlights: ['latestNews', 'latestNewsDetail'] },
    {
      key: 'secondCompetition',
      route: secondRoute,
      highlights: ['secondCompetition', 'speak-sustainability-contest', 'finalists'],
      children: [
        { key: offer, route: secondRoute },
        // The university top ten are the university finalists (§4: top 10 university teams announced).
        { key: 'universityTopTen', route: 'finalists?group=2' },
      ],
    },
    {
      key: 'pastContests',
      route: 'previousCompetition',
      highlights: ['previousCompetition', 'interestingSidelightsTwo', 'first-competition-gallery', 'first-more-image'],
      children: [
        { key: 'firstHighlights', route: 'previousCompetition' },
        { key: 'secondHighlights', route: 'interestingSidelightsTwo' },
      ],
    },
    { key: 'faq', route: 'commonProblem', highlights: ['commonProblem', 'commonProblemDetail'] },
    { key: 'aboutUs', route: 'aboutUs', highlights: ['aboutUs'] },
    { key: 'contactUs', route: 'findUs', highlights: ['findUs'] },
  ];
}

export function mobileMenu(offer: SecondCompetitionOffer, loggedIn: boolean): MenuItem[] {
  const winners = OFFER_ROUTE.mobile[offer];
  const items: MenuItem[] = [
    { key: 'home', route: 'home', highlights: ['home'] },
    { key: 'background', route: 'great/contest', highlights: ['great/contest'] },
    { key: 'news', route: 'news/consult', highlights: ['news/consult', 'news/consult/detail'] },
  ];
  if (winners) items.push({ key: 'secondCompetition', route: winners, highlights: [winners] });
  items.push(
    {
      key: 'pastContests',
      route: null,
      highlights: ['MobilePreviousCompetition', 'past/games/index', 'photo-wall'],
      children: [
        { key: 'firstHighlights', route: 'MobilePreviousCompetition' },
        { key: 'secondHighlights', route: 'past/games/index' },
      ],
    },
    { key: 'faq', route: 'familiarProblem/index', highlights: ['familiarProblem/index', 'familiarProblem/detail'] },
    { key: 'aboutUs', route: 'about-us/index', highlights: ['about-us/index'] },
    { key: 'contactUs', route: 'contact-us/index', highlights: ['contact-us/index'] },
  );
  if (loggedIn) {
    items.push({
      key: 'personalCenter',
      route: 'personal-centered/index',
      highlights: ['personal-centered/index', 'personal-centered/detail', 'edit/info', 'personal-centered/questions'],
    });
  }
  return items;
}

export function activeMenuKey(items: readonly MenuItem[], route: string): MenuKey | null {
  return items.find((item) => item.highlights.includes(route))?.key ?? null;
}
