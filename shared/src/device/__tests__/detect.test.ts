import { MOBILE_BREAKPOINT_PX, detectDevice } from '@portal/shared/device';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

test.each([
  ['iPhone', UA.iPhone],
  ['Android phone', UA.androidPhone],
  ['iPad', UA.iPad],
  ['Android tablet', UA.androidTablet],
])('a %s is mobile even on a wide viewport', (_name, userAgent) => {
  expect(detectDevice(userAgent, 1366)).toBe('mobile');
});

test.each([
  ['desktop Chrome', UA.desktopChrome],
  ['Chromebook', UA.chromebook],
])('%s is desktop above the breakpoint and mobile at or below it', (_name, userAgent) => {
  expect(detectDevice(userAgent, 1440)).toBe('pc');
  expect(detectDevice(userAgent, MOBILE_BREAKPOINT_PX + 1)).toBe('pc');
  expect(detectDevice(userAgent, MOBILE_BREAKPOINT_PX)).toBe('mobile');
  expect(detectDevice(userAgent, 360)).toBe('mobile');
});
