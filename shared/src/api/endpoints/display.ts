import type {
  Banner,
  Finalist,
  GalleryImage,
  GalleryQuery,
  GroupQuery,
  Intro,
  Judge,
  Paged,
  Partner,
  Prize,
  TimelineStep,
  Topic,
  Winner,
} from '@portal/shared/contracts';
import { layerB } from '../layer-b';
import type { RequestOptions } from '../request-options';

// The content slice's display data (contracts/content.ts): read-only, every text in the caller's language
// (Accept-Language). Without a group, both groups' rows come back.

export function getPrizes(query: GroupQuery = {}, options?: RequestOptions): Promise<Prize[]> {
  return layerB.get('/display/prizes', query, options);
}

export function getTimeline(query: GroupQuery = {}, options?: RequestOptions): Promise<TimelineStep[]> {
  return layerB.get('/display/timeline', query, options);
}

export function getTopics(query: GroupQuery = {}, options?: RequestOptions): Promise<Topic[]> {
  return layerB.get('/display/topics', query, options);
}

export function getJudges(options?: RequestOptions): Promise<Judge[]> {
  return layerB.get('/display/judges', undefined, options);
}

export function getFinalists(query: GroupQuery = {}, options?: RequestOptions): Promise<Finalist[]> {
  return layerB.get('/display/finalists', query, options);
}

export function getWinners(query: GroupQuery = {}, options?: RequestOptions): Promise<Winner[]> {
  return layerB.get('/display/winners', query, options);
}

export function getPartners(options?: RequestOptions): Promise<Partner[]> {
  return layerB.get('/display/partners', undefined, options);
}

export function getGallery(query: GalleryQuery, options?: RequestOptions): Promise<Paged<GalleryImage>> {
  return layerB.get('/display/gallery', query, options);
}

/** The home page's carousel in the caller's language, in order (issue 25: data editors change, each slide a library image). */
export function getBanners(options?: RequestOptions): Promise<Banner[]> {
  return layerB.get('/display/banners', undefined, options);
}

/** The home page's introduction in the caller's language: its title, paragraphs and the two contests' summaries. */
export function getIntro(options?: RequestOptions): Promise<Intro> {
  return layerB.get('/display/intro', undefined, options);
}
