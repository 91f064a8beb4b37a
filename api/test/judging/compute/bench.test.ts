import { expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { seedJudgingBench, timeJudgingCompute } from '../../../src/testing/judging-bench.js';
import { withTestApp } from '../../helper.js';

// `pnpm bench:judging`, bounded: the same seeding and timed compute with 20 works × 4 judges. Each judge is in
// conflict with every 17th (judge, work) pair, so the scores counted are the pairs minus the conflicts; the digest is
// the same on every run. How fast is the benchmark's business, not this test's.

let app: App;
withTestApp((started) => {
  app = started;
});

it('seeds a round of submitted sheets with conflicts and times its compute', async () => {
  await seedJudgingBench(app.db, app.season.id, { works: 20, judges: 4 });
  const result = await timeJudgingCompute(app.db, app.season, 3);
  const conflicts = [1, 2, 3, 4].reduce((total, j) => total + Array.from({ length: 20 }, (_, k) => k).filter((k) => (k + j) % 17 === 0).length, 0);
  expect(result).toMatchObject({ works: 20, judges: 4, scores: 20 * 4 - conflicts });
  expect(result.runsMs).toHaveLength(3);
  expect(result.digest).toMatch(/^[0-9a-f]{64}$/);
});
