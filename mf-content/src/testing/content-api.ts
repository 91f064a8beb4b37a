import { configureApiHost } from '@portal/shared/api';
import { deploymentConfig, setSiteSettings } from '@portal/shared/config';
import { ok, pageOf, reply, routes, setupFixtureServer, siteSettingsFixture, type Handler, type SuiteServer } from '@portal/shared/testing';
import type { ContentLanguage } from '@portal/shared/contracts';
import * as data from './fixtures';

/**
 * The content API as a real server on 127.0.0.1 for the file's tests: the default clients point at it
 * (configureApiHost) and so does the live-stream config file; the site settings are there, as the server writes them
 * into every page. Undone after the file.
 */
export function setupContentApi(): SuiteServer {
  return setupFixtureServer((server) => {
    const restoreHost = configureApiHost(server.url);
    const liveUrl = deploymentConfig.liveStreamConfigUrl;
    deploymentConfig.liveStreamConfigUrl = `${server.url}/config/live.json`;
    setSiteSettings(siteSettingsFixture());
    return () => {
      restoreHost();
      deploymentConfig.liveStreamConfigUrl = liveUrl;
      setSiteSettings(null);
    };
  });
}

/** The language a request asked for: `type` of an article list, else Accept-Language. */
export function languageOf(hit: { query: Record<string, string>; headers: Record<string, unknown> }): ContentLanguage {
  const asked = hit.query.type ?? hit.headers['accept-language'];
  return asked === 'zh-cn' || asked === 'en-us' ? asked : 'zh-hk';
}

/** Every content route with fixture data; `overrides` replace single routes ("GET /api/display/prizes"). */
export function contentApi(overrides: Record<string, Handler> = {}): Handler {
  return routes({
    'GET /api/article/lists': ok((hit) => pageOf(data.articles(12, 1, languageOf(hit)), hit)),
    'GET /api/article/detail': ok((hit) => data.article(Number(hit.query.id), 1, languageOf(hit))),
    'GET /api/comment/getArticleIdComment': ok((hit) => pageOf([data.comment(1, '第一條評論')], hit)),
    'GET /api/display/prizes': ok(data.prizes),
    'GET /api/display/timeline': ok(data.timeline),
    'GET /api/display/topics': ok(data.topics),
    'GET /api/display/judges': ok([]),
    'GET /api/display/finalists': ok([]),
    'GET /api/display/winners': ok(data.winners),
    'GET /api/display/partners': ok(data.partners),
    'GET /api/display/banners': ok((hit) => data.banners(languageOf(hit))),
    'GET /api/display/intro': ok((hit) => data.intro(languageOf(hit))),
    'GET /api/display/gallery': ok((hit) => pageOf(data.galleryImages(20), hit)),
    'GET /config/live.json': (_hit, res) => reply(res, 200, { src: '', show: false, title: '' }),
    ...overrides,
  });
}
