import { randomId, visitorId, VISITOR_ID_KEY } from '../visitor-id';
import { rolloutBucket } from '@portal/shared/registry';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const insecure = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

test('a first visit creates a random id in localStorage; later page views (reloads, new tabs) read the same', () => {
  const first = visitorId();
  expect(first).toMatch(UUID_V4);
  expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(first);
  expect(visitorId()).toBe(first);
  expect(sessionStorage.getItem(VISITOR_ID_KEY)).toBeNull();
});

test('an id already kept is used as it is; a damaged one is replaced', () => {
  localStorage.setItem(VISITOR_ID_KEY, 'kept-visitor-id');
  expect(visitorId()).toBe('kept-visitor-id');
  localStorage.setItem(VISITOR_ID_KEY, '');
  expect(visitorId()).toMatch(UUID_V4);
  localStorage.setItem(VISITOR_ID_KEY, '<script>'.repeat(20));
  expect(visitorId()).toMatch(UUID_V4);
});

test('where reading localStorage throws (private mode, storage disabled), the id is kept in sessionStorage', () => {
  jest.spyOn(window, 'localStorage', 'get').mockImplementation(insecure);
  const first = visitorId();
  expect(first).toMatch(UUID_V4);
  expect(sessionStorage.getItem(VISITOR_ID_KEY)).toBe(first);
  expect(visitorId()).toBe(first);
});

test('where no storage can be used, the page view still gets one id, the same on every call, and nothing throws', () => {
  jest.spyOn(window, 'localStorage', 'get').mockImplementation(insecure);
  jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(insecure);
  const first = visitorId();
  expect(first).toMatch(UUID_V4);
  expect(visitorId()).toBe(first);
});

test('where storage can be read but not written (a quota of 0), the in-memory id is used', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  const first = visitorId();
  expect(visitorId()).toBe(first);
  expect(localStorage.getItem(VISITOR_ID_KEY)).toBeNull();
});

test('outside a secure context (no crypto.randomUUID) the id is still a random v4 UUID', () => {
  Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: undefined });
  try {
    const ids = new Set(Array.from({ length: 50 }, randomId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  } finally {
    // Uncovers the prototype's randomUUID again.
    Reflect.deleteProperty(crypto, 'randomUUID');
  }
  expect(randomId()).toMatch(UUID_V4);
});

test('the ids the shell draws spread evenly over the rollout buckets: a 30% ramp reaches about 30% of new visitors', () => {
  // The e2e staged release checks each of its visitors against its own bucket; the share over many visitors is here.
  const ids = Array.from({ length: 10_000 }, () => randomId());
  expect(new Set(ids).size).toBe(ids.length);
  const at30 = ids.filter((id) => rolloutBucket(id, 'mf-voting') < 30).length / ids.length;
  expect(at30).toBeGreaterThan(0.28);
  expect(at30).toBeLessThan(0.32);
  const perTen = Array.from({ length: 10 }, (_, tenth) => ids.filter((id) => Math.floor(rolloutBucket(id, 'mf-voting') / 10) === tenth).length);
  for (const count of perTen) expect(count).toBeGreaterThan(850);
});
