import type { ContentLanguage, GroupNumber } from '@portal/shared/contracts';

// Media the pages show, served by the site under /media/.

/** The competition introduction video's poster; the video itself is configured in siteConfig.introVideo. */
export const INTRO_POSTER_SRC = '/media/intro-poster.svg';

const BANNER_NAME: Record<GroupNumber, string> = { 1: 'secondary', 2: 'university' };

/** The banner image of a group's slide in the language of the page. */
export function bannerImage(group: GroupNumber, language: ContentLanguage): string {
  return `/media/banner-${BANNER_NAME[group]}-${language}.svg`;
}

/** Intrinsic sizes of the banner images, so the browser reserves their space before they load. */
export const BANNER_SIZE = { width: 1920, height: 640 } as const;
