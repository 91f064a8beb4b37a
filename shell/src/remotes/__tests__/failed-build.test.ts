import { pickVersion } from '@portal/shared/registry';
import { CANDIDATE_MANIFEST, STABLE_MANIFEST, votingRollout } from '../../testing/rollout';
import { quarantineBuild } from '../failed-build';

// What webpack's JSONP chunk loading does with the global that two builds of mf-voting share, run "as" a script
// of either build (document.currentScript is how the quarantine tells them apart).

type ChunkData = [Array<string | number>, Record<string, string>];
const KEY = 'webpackChunkmf_voting';
const page = window as unknown as Record<string, ChunkData[] | undefined>;

const candidateFolder = new URL('.', new URL(CANDIDATE_MANIFEST, window.location.href)).href;
const stableFolder = new URL('.', new URL(STABLE_MANIFEST, window.location.href)).href;

function asScriptOf(folder: string, file: string, run: () => void): void {
  const script = document.createElement('script');
  script.src = `${folder}${file}`;
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  try {
    run();
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
}

/** A chunk file: `(self[KEY] = self[KEY] || []).push(data)`. */
function chunk(folder: string, data: ChunkData): void {
  asScriptOf(folder, `${String(data[0][0])}.js`, () => {
    page[KEY] = page[KEY] || [];
    page[KEY].push(data);
  });
}

/** A build's runtime starting (its remoteEntry): takes the chunks already pushed, then every later push. */
function bootRuntime(folder: string): Record<string, string> {
  const modules: Record<string, string> = {};
  asScriptOf(folder, 'remoteEntry.js', () => {
    const chunks = (page[KEY] = page[KEY] || []);
    const install = ([, more]: ChunkData) => Object.assign(modules, more);
    chunks.forEach(install);
    chunks.push = (...data: ChunkData[]) => {
      data.forEach(install);
      return chunks.length;
    };
  });
  return modules;
}

const candidate = pickVersion(votingRollout(100).remotes[0]!, 'anyone').remote;

afterEach(() => {
  Reflect.deleteProperty(window, KEY);
  document.head.innerHTML = '';
});

test("without the quarantine the stable runtime takes a failed candidate's chunks as its own (the hazard)", () => {
  chunk(candidateFolder, [['__federation_expose_routes'], { 42: 'candidate routes' }]);
  expect(bootRuntime(stableFolder)[42]).toBe('candidate routes');
});

test("a failed candidate's leftover chunks, and the ones that arrive after it failed, never reach the stable runtime", () => {
  chunk(candidateFolder, [['__federation_expose_routes'], { 42: 'candidate routes' }]);
  quarantineBuild(candidate);
  const stableModules = bootRuntime(stableFolder);
  expect(stableModules).toEqual({});

  chunk(candidateFolder, [['__federation_expose_routes'], { 42: 'candidate routes, late' }]);
  chunk(stableFolder, [['__federation_expose_routes'], { 42: 'stable routes' }]);
  chunk(candidateFolder, [[387], { 7: 'candidate page' }]);
  chunk(stableFolder, [[387], { 7: 'stable page' }]);
  expect(stableModules).toEqual({ 42: 'stable routes', 7: 'stable page' });
});

test("the failed candidate's stylesheets leave the page; the stable ones and the shell's stay", () => {
  const sheets = [`${candidateFolder}241.css`, `${stableFolder}241.css`, `${window.location.origin}/main.css`];
  for (const href of sheets) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
  quarantineBuild(candidate);
  expect([...document.querySelectorAll('link')].map((link) => link.href)).toEqual(sheets.slice(1));
});

test('a candidate whose runtime had started (its routes broke the contract) keeps its chunks to itself', () => {
  const candidateModules = bootRuntime(candidateFolder);
  chunk(candidateFolder, [['__federation_expose_routes'], { 42: 'candidate routes' }]);
  expect(candidateModules[42]).toBe('candidate routes');
  quarantineBuild(candidate);
  const stableModules = bootRuntime(stableFolder);
  chunk(candidateFolder, [[387], { 7: 'candidate page' }]);
  chunk(stableFolder, [['__federation_expose_routes'], { 42: 'stable routes' }]);
  expect(stableModules).toEqual({ 42: 'stable routes' });
});
