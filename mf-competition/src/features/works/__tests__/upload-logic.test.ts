import { DetailedError, type HttpRequest, type HttpResponse } from 'tus-js-client';
import { formatBytes, formatClock } from '../../../lib/format';
import { acceptAttribute, mimeOf, typesLabel } from '../file-types';
import { envelopeMessage, mayRetry, uploadIdOf } from '../tus-policy';
import { createRateMeter, secondsLeft } from '../upload-rate';

function failed(status: number | null, body = ''): DetailedError {
  const request = {} as HttpRequest; // only its presence matters: the error came from a request
  const response = status === null ? null : ({ getStatus: () => status, getBody: () => body } as unknown as HttpResponse);
  return Object.assign(new DetailedError('tus: failed'), { originalRequest: request, originalResponse: response });
}

const refusal = JSON.stringify({ code: 0, data: null, msg: '作品提交已截止', show: true });

describe('retries (onShouldRetry)', () => {
  afterEach(() => jest.restoreAllMocks());

  test.each([
    [null, '', true],
    [500, '', true],
    [503, refusal, true],
    [423, '', true],
    [429, refusal, true],
    [409, 'Upload-Offset conflict', true],
    [409, refusal, false],
    [403, refusal, false],
    [413, refusal, false],
    [415, refusal, false],
    [422, refusal, false],
    [401, '', false],
  ])('status %p with body %p: retry %p', (status, body, expected) => {
    expect(mayRetry(failed(status, body))).toBe(expected);
  });

  test('offline, a request without an answer waits for `online` instead of spending retries', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(mayRetry(failed(null))).toBe(false);
  });
});

test("the envelope's message, and nothing from tus's plain-text bodies", () => {
  expect(envelopeMessage(refusal)).toBe('作品提交已截止');
  expect(envelopeMessage('Upload-Offset conflict')).toBeNull();
  expect(envelopeMessage(JSON.stringify({ code: 0, msg: '' }))).toBeNull();
  expect(envelopeMessage(undefined)).toBeNull();
});

test('the upload id is the last segment of its URL', () => {
  expect(uploadIdOf('http://127.0.0.1:4000/api/tus/ab12cd')).toBe('ab12cd');
  expect(uploadIdOf('/api/tus/ab12cd/?x=1')).toBe('ab12cd');
});

test('speed over the last seconds only, and the time left at that speed', () => {
  const meter = createRateMeter(5000);
  meter.add(0, 0);
  expect(meter.speed()).toBeNull();
  meter.add(1000, 1_000_000);
  expect(meter.speed()).toBe(1_000_000);
  // A slow start is forgotten once it is older than the window.
  meter.add(7000, 1_500_000);
  meter.add(12000, 11_500_000);
  expect(meter.speed()).toBe(2_000_000);
  expect(secondsLeft(11_500_000, 15_500_000, meter.speed())).toBe(2);
  meter.reset();
  expect(meter.speed()).toBeNull();
  expect(secondsLeft(1, 2, null)).toBeNull();
});

test('sizes in human units and lengths as m:ss', () => {
  expect(formatBytes(2 * 1024 ** 3, 'zhComplex')).toBe('2 GB');
  expect(formatBytes(1536, 'en')).toBe('1.5 KB');
  expect(formatBytes(820, 'en')).toBe('820 B');
  expect(formatClock(84)).toBe('1:24');
  expect(formatClock(90)).toBe('1:30');
  expect(formatClock(3723)).toBe('1:02:03');
});

test('file types: the picker, the label, the type sent', () => {
  expect(acceptAttribute(['ppt', 'pptx'])).toBe('.ppt,.pptx');
  expect(typesLabel(['ppt', 'pptx'])).toBe('PPT / PPTX');
  expect(mimeOf({ name: 'deck.PPT', type: '' })).toBe('application/vnd.ms-powerpoint');
  expect(mimeOf({ name: 'film.mp4', type: 'video/mp4' })).toBe('video/mp4');
});
