import { Blob as NodeBlob } from 'node:buffer';
import { configureApiHost, layerB } from '@portal/shared/api';
import type { RegistrationBody, WorkBody } from '@portal/shared/contracts';
import { jsonBody, ok, routes, setupFixtureServer, type Handler, type Hit, type SuiteServer } from '@portal/shared/testing';
import { activities, EXAM, GROUPS, registrationOf } from './fixtures';
import { matchCenter, workOf } from './works-fixtures';

/**
 * The competition API as a real server on 127.0.0.1 for the file's tests; the default clients point at it.
 *
 * Calls go through axios's fetch adapter with Node's Blob: jsdom's XHR cannot send the FormData this environment
 * lends (Node's), and only fetch reports upload progress as the bytes leave. In the browser the same code uses XHR.
 */
export function setupCompetitionApi(): SuiteServer {
  return setupFixtureServer((server) => {
    const restoreHost = configureApiHost(server.url);
    const defaults = layerB.axios.defaults;
    const previous = { adapter: defaults.adapter, env: defaults.env };
    defaults.adapter = 'fetch';
    // Through a variable: the fetch adapter reads `env.Blob`, which axios's types do not list.
    const nodeClasses = { FormData, Blob: NodeBlob };
    defaults.env = nodeClasses;
    return () => {
      restoreHost();
      Object.assign(defaults, previous);
    };
  });
}

/** Server messages, in the caller's language as the API writes them. */
export const SAID = { registered: '報名已提交' } as const;

/**
 * Every route this remote calls, answering like the API on success; `overrides` replace single routes, and
 * `others` answers any other path (the tus uploads, whose URLs carry their ids: see tus-server.ts).
 */
export function competitionApi(overrides: Record<string, Handler> = {}, others?: Handler): Handler {
  let uploads = 0;
  const table: Record<string, Handler> = {
    'GET /api/registration/getGroup': ok(GROUPS),
    'GET /api/registration/isAddActive': ok((hit) => activities().filter(({ group }) => !hit.query.group || String(group) === hit.query.group)),
    'GET /api/registration/getOwnActive': ok(null),
    'POST /api/registration/add': ok((hit) => registrationOf(jsonBody(hit) as RegistrationBody), SAID.registered, true),
    'POST /api/upload/image': ok(() => ({ uri: `/uploads/id/${++uploads}.png` })),
    'GET /api/competition/getExam': ok(EXAM),
    'GET /api/userWork/getMatchCenter': ok(matchCenter()),
    'GET /api/userWork/lists': ok([]),
    'POST /api/userWork/add': ok((hit) => workOf(jsonBody(hit) as WorkBody, { name: 'work.mp4', size: 1024, mime: 'video/mp4' })),
    ...overrides,
  };
  return routes(table, others);
}

/** The requests that change something (registration, uploads): what a refused check must not send. */
export function writes(hits: Hit[]): Hit[] {
  return hits.filter((hit) => hit.method === 'POST');
}
