// The budget rule of CI (issue 13): a figure over its budget is named with its app, route, figure and budget.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { confirmedScore, readBudgets, violations } from '../lib/budgets.mjs';
import { appOfScript } from '../lib/web-measure.mjs';
import { TARGET_BENCHMARK_INDEX, cpuSlowdownFor } from '../lib/cpu-calibration.mjs';

/** @type {ReturnType<typeof readBudgets>} */
const budgets = [
  { app: 'shell', routes: { '/mobile/home': { firstLoadJsGzip: 200 * 1024, ratioToReference: 1.1 } }, lighthouse: { '/mobile/home': { preset: 'mobile', performance: 90 } } },
  { app: 'mf-content', routes: { '/mobile/home': { firstLoadJsGzip: 60 * 1024 } } },
];

test('figures within every budget: nothing to say', () => {
  const measured = { '/mobile/home': { federated: { byApp: { shell: 190 * 1024, 'mf-content': 50 * 1024 }, total: 240 * 1024 }, reference: { total: 230 * 1024 } } };
  assert.deepEqual(violations(budgets, measured, { '/mobile/home': { performance: 93 } }), []);
});

test('each figure over its budget is named with its app, route, figure and budget', () => {
  const measured = { '/mobile/home': { federated: { byApp: { shell: 210 * 1024, 'mf-content': 61.5 * 1024 }, total: 271.5 * 1024 }, reference: { total: 200 * 1024 } } };
  assert.deepEqual(violations(budgets, measured, { '/mobile/home': { performance: 84 } }), [
    'shell /mobile/home: first-load JS 210.0 KB gzip > budget 200.0 KB',
    'shell /mobile/home: first-load JS 1.36× the reference (271.5 KB / 200.0 KB) > budget 1.10×',
    'shell /mobile/home: Lighthouse performance 84 (mobile) < budget 90',
    'mf-content /mobile/home: first-load JS 61.5 KB gzip > budget 60.0 KB',
  ]);
});

test('a budgeted route or score that was not measured is a violation, not a pass', () => {
  assert.deepEqual(violations(budgets, {}, {}), [
    'shell /mobile/home: not measured',
    'shell /mobile/home: Lighthouse performance not measured',
    'mf-content /mobile/home: not measured',
  ]);
});

test("scripts belong to the remote whose folder they are in, everything else to the shell", () => {
  assert.equal(appOfScript('http://127.0.0.1:1/remotes/mf-voting/1.2.0/remoteEntry.js'), 'mf-voting');
  assert.equal(appOfScript('http://127.0.0.1:1/main.0123abcd.js'), 'shell');
  assert.equal(appOfScript('http://127.0.0.1:1/_portal/boot.js'), 'shell');
});

test("budgets are read from each app's budgets.json", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  mkdirSync(path.join(root, 'shell'));
  mkdirSync(path.join(root, 'mf-voting'));
  writeFileSync(path.join(root, 'shell/budgets.json'), JSON.stringify({ routes: { '/pc/home': { firstLoadJsGzip: 1 } }, lighthouse: { '/pc/home': { preset: 'desktop', performance: 95 } } }));
  writeFileSync(path.join(root, 'mf-voting/budgets.json'), JSON.stringify({ routes: { '/mobile/vote': { firstLoadJsGzip: 2 } } }));
  assert.deepEqual(readBudgets(root), [
    { app: 'shell', routes: { '/pc/home': { firstLoadJsGzip: 1 } }, lighthouse: { '/pc/home': { preset: 'desktop', performance: 95 } } },
    { app: 'mf-voting', routes: { '/mobile/vote': { firstLoadJsGzip: 2 } }, lighthouse: undefined },
  ]);
});

const scripted = (scores) => {
  let calls = 0;
  return { runOnce: async () => ({ performance: scores[calls++] }), calls: () => calls };
};

test('a Lighthouse score at or over its budget on the first run is taken as it is: one run', async () => {
  const runs = scripted([90, 10, 10]);
  assert.deepEqual(await confirmedScore(runs.runOnce, 85), { performance: 90, runs: [90] });
  assert.equal(runs.calls(), 1);
});

test('a first run under budget is measured twice more and the median decides: one noisy run does not fail', async () => {
  const runs = scripted([81, 91, 88]);
  assert.deepEqual(await confirmedScore(runs.runOnce, 85), { performance: 88, runs: [81, 88, 91] });
  assert.equal(runs.calls(), 3);
});

test('a real regression misses on the median too', async () => {
  const runs = scripted([70, 92, 72]);
  const score = await confirmedScore(runs.runOnce, 85);
  assert.equal(score.performance, 72);
  assert.deepEqual(violations([{ app: 'shell', routes: {}, lighthouse: { '/mobile/home': { preset: 'mobile', performance: 85 } } }], {}, { '/mobile/home': score }), [
    'shell /mobile/home: Lighthouse performance 72 (mobile) < budget 85',
  ]);
});

test('the phone CPU slowdown emulates one device whatever the host: the budgets host gets Lighthouse\'s 4×', () => {
  assert.equal(cpuSlowdownFor(2460), 4);
  // A host half as fast is slowed half as much; one faster, more: the product is the same phone.
  assert.equal(cpuSlowdownFor(1230), 2);
  assert.equal(cpuSlowdownFor(3690), 6);
  assert.equal(cpuSlowdownFor(TARGET_BENCHMARK_INDEX * 2.04), 2);
  // A host slower than the phone is never sped up.
  assert.equal(cpuSlowdownFor(400), 1);
  assert.throws(() => cpuSlowdownFor(Number.NaN), /not a benchmarkIndex/);
  assert.throws(() => cpuSlowdownFor(0), /not a benchmarkIndex/);
});
