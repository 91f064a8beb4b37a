import { parseRegistry } from '@portal/shared/registry';
import { votingRollout } from '../../testing/rollout';
import { FAILED_CANDIDATES_KEY, failedCandidates, forgetEndedCandidates, rememberFailedCandidate } from '../failed-candidates';

const insecure = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

/** mf-voting with stable `stable` and, optionally, a candidate `candidate` at `percent`. */
function registry(stable: string, candidate?: string, percent = 50) {
  const manifest = (version: string) => `/remotes/mf-voting/${version}/mf-manifest.json`;
  const routes = { pc: ['secondCompetition'], mobile: ['vote'] };
  return parseRegistry({
    schemaVersion: 1,
    remotes: [
      {
        name: 'mf-voting',
        version: stable,
        manifestUrl: manifest(stable),
        routes,
        ...(candidate ? { rollout: { version: candidate, manifestUrl: manifest(candidate), routes, percent } } : {}),
      },
    ],
  })!;
}

test('a failure is kept per remote in localStorage, one version each, and read back by the next page view', () => {
  expect(rememberFailedCandidate('mf-voting', '0.4.0')).toBe(true);
  expect(rememberFailedCandidate('mf-content', '1.1.0')).toBe(true);
  expect(failedCandidates()).toEqual({ 'mf-voting': '0.4.0', 'mf-content': '1.1.0' });
  expect(JSON.parse(localStorage.getItem(FAILED_CANDIDATES_KEY)!)).toEqual({ 'mf-voting': '0.4.0', 'mf-content': '1.1.0' });
});

test('it is kept while the candidate lives (served, or paused) and forgotten when the registry moves on', () => {
  rememberFailedCandidate('mf-voting', '0.4.0');
  expect(forgetEndedCandidates(registry('0.3.0', '0.4.0'))).toEqual({ 'mf-voting': '0.4.0' });
  expect(forgetEndedCandidates(registry('0.3.0'))).toEqual({ 'mf-voting': '0.4.0' }); // paused at 0%
  expect(forgetEndedCandidates(registry('0.3.0', '0.5.0'))).toEqual({}); // another candidate: a new life
  expect(failedCandidates()).toEqual({});

  rememberFailedCandidate('mf-voting', '0.4.0');
  expect(forgetEndedCandidates(registry('0.4.0'))).toEqual({}); // promoted: it is all there is to serve
  rememberFailedCandidate('mf-voting', '0.4.0');
  expect(forgetEndedCandidates(votingRollout(30))).toEqual({ 'mf-voting': '0.4.0' });
  expect(forgetEndedCandidates({ schemaVersion: 1, remotes: [] })).toEqual({}); // the remote is gone
});

test('damaged or foreign values are ignored, never thrown', () => {
  for (const kept of ['not json', '[1,2]', 'null', '{"mf-voting": 4}']) {
    localStorage.setItem(FAILED_CANDIDATES_KEY, kept);
    expect(failedCandidates()).toEqual({});
  }
});

test('without localStorage it is kept in sessionStorage; with no storage at all, remembering says it could not', () => {
  jest.spyOn(window, 'localStorage', 'get').mockImplementation(insecure);
  expect(rememberFailedCandidate('mf-voting', '0.4.0')).toBe(true);
  expect(failedCandidates()).toEqual({ 'mf-voting': '0.4.0' });
  jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(insecure);
  expect(rememberFailedCandidate('mf-voting', '0.4.0')).toBe(false);
  expect(failedCandidates()).toEqual({});
});
