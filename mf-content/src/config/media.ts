import type { ContentLanguage, GroupNumber } from '@portal/shared/contracts';

// Media the pages show, served by the site under /media/.

/**
 * CONFIGURATION: the competition introduction video. The spec shows an autoplaying, looping video without
 * giving one, and none exists yet: until this points at the real file the poster below is what shows.
 */
export const INTRO_VIDEO_SRC = '/media/intro.mp4';
export const INTRO_POSTER_SRC = '/media/intro-poster.svg';

const BANNER_NAME: Record<GroupNumber, string> = { 1: 'secondary', 2: 'university' };

/** The banner image of a group's slide in the language of the page. */
export function bannerImage(group: GroupNumber, language: ContentLanguage): string {
  return `/media/banner-${BANNER_NAME[group]}-${language}.svg`;
}

/** Intrinsic sizes of the banner images, so the browser reserves their space before they load. */
export const BANNER_SIZE = { width: 1920, height: 640 } as const;
