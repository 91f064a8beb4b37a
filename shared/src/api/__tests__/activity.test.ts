import { isApiIdle, trackRequest, whenApiIdle } from '../activity';

test('the page is idle only when every request it started has ended, failed ones too', async () => {
  expect(isApiIdle()).toBe(true);
  await expect(whenApiIdle()).resolves.toBeUndefined();
  let finishFirst = () => {};
  let failSecond = (_error: Error) => {};
  const first = trackRequest(new Promise<void>((resolve) => (finishFirst = resolve)));
  const second = trackRequest(new Promise<void>((_resolve, reject) => (failSecond = reject)));
  let idle = false;
  void whenApiIdle().then(() => (idle = true));
  expect(isApiIdle()).toBe(false);
  finishFirst();
  await first;
  expect(idle).toBe(false);
  failSecond(new Error('network'));
  await expect(second).rejects.toThrow('network');
  await Promise.resolve();
  expect(idle).toBe(true);
  expect(isApiIdle()).toBe(true);
});
