// `pnpm prerender`: captures the first view of every public page of the built site, in the three languages, into
// <DATA_DIR>/prerender (docs/adr/0020). The server writes a capture into its page's HTML while the shell, the
// remote's version and the season are still those it was captured with. Run it after a build or a release;
// build-site runs it when the site changed. Options: --routes /pc/home,/mobile/home  --languages en,zhComplex
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prerenderSite } from './lib/prerender.mjs';
import { registryFile, releasesDir, repoRoot } from './lib/paths.mjs';

const { values } = parseArgs({ options: { routes: { type: 'string' }, languages: { type: 'string' } } });
const list = (value) => value?.split(',').map((item) => item.trim()).filter(Boolean);
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, 'var/data'));
const started = Date.now();
const { captured, skipped } = await prerenderSite({
  dataDir,
  shellDist: path.resolve(process.env.SHELL_DIST ?? path.join(repoRoot, 'shell/dist')),
  releasesDir: path.resolve(process.env.RELEASES_DIR ?? releasesDir),
  registryFile: path.resolve(process.env.REGISTRY_FILE ?? registryFile),
  routes: list(values.routes),
  languages: list(values.languages),
  log: process.env.PRERENDER_VERBOSE ? (line) => console.log(line) : undefined,
});
console.log(`[prerender] ${captured} first views captured into ${path.join(dataDir, 'prerender')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (skipped.length > 0) console.log(`[prerender] not captured (login-only or not ready): ${skipped.join(', ')}`);
