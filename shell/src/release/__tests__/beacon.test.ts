import { BEACON_URL, createLoadReporter, sendLoadBeacon, STABLE_SAMPLE_RATE, type LoadBeacon } from '../beacon';

const beacon: LoadBeacon = { remote: 'mf-voting', version: '0.4.0', outcome: 'loaded' };

/** jsdom's Blob has no text(): read it the way a page without it would. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

function stubSendBeacon(implementation: ((url: string, data: Blob) => boolean) | undefined) {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: implementation && jest.fn(implementation) });
  return navigator.sendBeacon as jest.Mock | undefined;
}

let fetchMock: jest.SpyInstance;
beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('sendLoadBeacon', () => {
  test('queues the JSON body with navigator.sendBeacon, as application/json, and nothing else', async () => {
    const sendBeacon = stubSendBeacon(() => true)!;
    sendLoadBeacon(beacon);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, data] = sendBeacon.mock.calls[0] as [string, Blob];
    expect(url).toBe(BEACON_URL);
    expect(data.type).toBe('application/json');
    expect(JSON.parse(await blobText(data))).toEqual(beacon);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test.each([
    ['navigator.sendBeacon is missing', undefined],
    ['navigator.sendBeacon refuses (its queue is full)', () => false],
  ])('falls back to a keepalive fetch when %s', (_case, implementation) => {
    stubSendBeacon(implementation);
    sendLoadBeacon(beacon);
    expect(fetchMock).toHaveBeenCalledWith(BEACON_URL, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(beacon),
    });
  });

  test('never throws nor leaves a rejection behind: not when sendBeacon throws, not when the fetch fails', async () => {
    stubSendBeacon(() => {
      throw new TypeError('Illegal invocation');
    });
    expect(() => sendLoadBeacon(beacon)).not.toThrow();
    stubSendBeacon(undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(() => sendLoadBeacon(beacon)).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('createLoadReporter', () => {
  test('reports every candidate load, whatever the random draw', () => {
    const send = jest.fn();
    const report = createLoadReporter({ random: () => 0.999, send });
    report(beacon, 'candidate');
    report({ ...beacon, outcome: 'threw' }, 'candidate');
    expect(send.mock.calls).toEqual([[beacon], [{ ...beacon, outcome: 'threw' }]]);
  });

  test(`samples stable loads at ${STABLE_SAMPLE_RATE * 100}%: below the rate sent, at or above it dropped`, () => {
    const send = jest.fn();
    const draws = [STABLE_SAMPLE_RATE - 0.01, STABLE_SAMPLE_RATE, 0.5];
    const report = createLoadReporter({ random: () => draws.shift()!, send });
    report({ remote: 'mf-content', version: '0.1.0', outcome: 'loaded' }, 'stable');
    report({ remote: 'mf-account', version: '0.1.0', outcome: 'loaded' }, 'stable');
    report({ remote: 'mf-voting', version: '0.3.0', outcome: 'failedToLoad' }, 'stable');
    expect(send.mock.calls).toEqual([[{ remote: 'mf-content', version: '0.1.0', outcome: 'loaded' }]]);
  });

  test('sends one beacon per remote, version and outcome in a page view', () => {
    const send = jest.fn();
    const report = createLoadReporter({ random: () => 0, send });
    for (let i = 0; i < 3; i += 1) report(beacon, 'candidate');
    report({ ...beacon, version: '0.3.0' }, 'stable');
    report({ ...beacon, version: '0.3.0' }, 'stable');
    report({ ...beacon, outcome: 'threw' }, 'candidate');
    expect(send).toHaveBeenCalledTimes(3);
  });
});
