// Media the pages show, served by the site under /media/.

/** The competition introduction video's poster; the video itself is configured in siteConfig.introVideo. */
export const INTRO_POSTER_SRC = '/media/intro-poster.svg';

/** The banners' shape (slides are library images at it, issue 25): a slide without sizes still reserves its space. */
export const BANNER_SIZE = { width: 1920, height: 640 } as const;
