// Every way a staged candidate of a remote can fail (issue 22), made in the browser's network for the candidate's
// folder only, so the stable version beside it is served untouched. Code-level breakages (an exposed module or a page
// that throws) rewrite the candidate's real files as they pass, as a bad build of the same source would be.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Route } from '@playwright/test';

export const CANDIDATE_FAILURES = {
  manifestMissing: 'its manifest is missing (404)',
  manifestFails: 'its manifest fails (500)',
  manifestHangs: 'its manifest hangs',
  entryMissing: 'its remoteEntry.js is missing (404)',
  entryFails: 'its remoteEntry.js fails (500)',
  entryHangs: 'its remoteEntry.js hangs',
  entryThrows: 'its remoteEntry.js throws',
  exposeThrows: 'its exposed ./routes module throws while evaluated',
  pageChunkMissing: "its page's chunk is missing (404)",
  pageThrows: 'its page throws while rendering',
} as const;
export type CandidateFailure = keyof typeof CANDIDATE_FAILURES;

interface Manifest {
  exposes: { path: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

function readManifest(folder: string): Manifest {
  return JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as Manifest;
}

/** The webpack module id the container serves for `./routes` (`"./routes":()=>…then(()=>()=>t(1698))`). */
function exposedModuleId(folder: string): string {
  const entry = readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8');
  const found = /"\.\/routes":\(\)=>.*?\(\)=>\(\)=>\w+\((\d+)\)/.exec(entry);
  if (!found?.[1]) throw new Error(`no ./routes expose found in ${folder}/remoteEntry.js`);
  return found[1];
}

/** The chunk with the exposed module's factory throwing as its first statement: it loads, then throws when run. */
function withThrowingModule(chunk: string, moduleId: string): string {
  const factory = new RegExp(`([{,])${moduleId}\\(([\\w$,]*)\\)\\{`);
  if (!factory.test(chunk)) throw new Error(`module ${moduleId} is not in the expose's chunk`);
  return chunk.replace(factory, `$1${moduleId}($2){throw new Error("e2e: the candidate's ./routes throws while evaluated");`);
}

/** A page chunk whose default export (the page component) throws when React renders it. */
function withThrowingPages(chunk: string): string {
  return chunk.replace(/default:\(\)=>[\w$]+/g, 'default:()=>function(){throw new Error("e2e: the candidate\'s page throws while rendering")}');
}

/** A build on disk whose exposed `./routes` throws while evaluated: the most common way a bad build fails. */
export function breakExposedModule(folder: string): void {
  const chunks = readManifest(folder).exposes.find((expose) => expose.path === './routes')?.assets.js.sync ?? [];
  const moduleId = exposedModuleId(folder);
  const chunk = chunks.find((file) => new RegExp(`[{,]${moduleId}\\(`).test(readFileSync(path.join(folder, file), 'utf8')));
  if (!chunk) throw new Error(`no chunk of ${folder} holds module ${moduleId}`);
  writeFileSync(path.join(folder, chunk), withThrowingModule(readFileSync(path.join(folder, chunk), 'utf8'), moduleId));
}

/**
 * Breaks `remote`'s candidate `version` (served from `folder` on disk) for every page of `context`. Returns a
 * function that releases the requests a hanging candidate holds (call it before the context closes).
 */
export async function breakCandidate(context: BrowserContext, remote: string, version: string, folder: string, mode: CandidateFailure): Promise<() => void> {
  const held: Route[] = [];
  const manifest = readManifest(folder);
  const routes = manifest.exposes.find((expose) => expose.path === './routes');
  if (!routes) throw new Error(`${folder} exposes no ./routes`);
  const exposeChunks = new Set(routes.assets.js.sync);
  const pageChunks = new Set(routes.assets.js.async);
  const moduleId = mode === 'exposeThrows' ? exposedModuleId(folder) : '';
  const prefix = `/remotes/${remote}/${version}/`;
  await context.route(
    (url) => decodeURIComponent(url.pathname).startsWith(prefix),
    async (route) => {
      const file = path.posix.basename(decodeURIComponent(new URL(route.request().url()).pathname));
      const fulfil = (status: number, body: string) => route.fulfill({ status, contentType: status === 200 ? 'text/javascript' : 'text/plain', body });
      const code = () => readFileSync(path.join(folder, file), 'utf8');
      switch (mode) {
        case 'manifestMissing':
        case 'manifestFails':
          if (file === 'mf-manifest.json') return fulfil(mode === 'manifestMissing' ? 404 : 500, 'broken');
          break;
        case 'entryMissing':
        case 'entryFails':
          if (file === 'remoteEntry.js') return fulfil(mode === 'entryMissing' ? 404 : 500, 'broken');
          break;
        case 'manifestHangs':
        case 'entryHangs':
          if (file === (mode === 'manifestHangs' ? 'mf-manifest.json' : 'remoteEntry.js')) {
            held.push(route);
            return;
          }
          break;
        case 'entryThrows':
          if (file === 'remoteEntry.js') return fulfil(200, `throw new Error("e2e: the candidate's remoteEntry.js throws");\n${code()}`);
          break;
        case 'exposeThrows':
          if (exposeChunks.has(file)) return fulfil(200, withThrowingModule(code(), moduleId));
          break;
        case 'pageChunkMissing':
          if (pageChunks.has(file)) return fulfil(404, 'missing');
          break;
        case 'pageThrows':
          if (pageChunks.has(file)) return fulfil(200, withThrowingPages(code()));
          break;
      }
      return route.continue();
    },
  );
  return () => {
    for (const route of held.splice(0)) void route.abort().catch(() => undefined);
  };
}
