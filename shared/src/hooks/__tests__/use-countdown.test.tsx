import { act, renderHook } from '@testing-library/react';
import { useCountdown } from '@portal/shared/hooks';

// The resend countdown both remotes show (mf-account's sign-up code, mf-voting's vote code).
beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

/** Lets `seconds` pass one second at a time, as a browser would: each tick renders and schedules the next. */
function pass(seconds: number) {
  for (let i = 0; i < seconds; i += 1) act(() => jest.advanceTimersByTime(1000));
}

test('counts whole seconds down to zero once started, and then stops ticking', () => {
  const { result } = renderHook(() => useCountdown());
  expect(result.current.seconds).toBe(0);
  act(() => result.current.start(3));
  expect(result.current.seconds).toBe(3);
  pass(1);
  expect(result.current.seconds).toBe(2);
  pass(2);
  expect(result.current.seconds).toBe(0);
  expect(jest.getTimerCount()).toBe(0);
});

test('rounds a fractional start up and ignores a negative one', () => {
  const { result } = renderHook(() => useCountdown());
  act(() => result.current.start(1.2));
  expect(result.current.seconds).toBe(2);
  act(() => result.current.start(-5));
  expect(result.current.seconds).toBe(0);
});

test('shows the right number after a throttled tab wakes up late', () => {
  const { result } = renderHook(() => useCountdown());
  act(() => result.current.start(60));
  // The clock moves 45 s while no timer fires (a background tab); the next tick reads the clock, not a counter.
  act(() => {
    jest.setSystemTime(Date.now() + 45_000);
    jest.advanceTimersByTime(1000);
  });
  expect(result.current.seconds).toBe(14);
});

test('a restart replaces the running countdown', () => {
  const { result } = renderHook(() => useCountdown());
  act(() => result.current.start(60));
  pass(30);
  expect(result.current.seconds).toBe(30);
  act(() => result.current.start(60));
  expect(result.current.seconds).toBe(60);
});
