// @portal/api/testing/durability: the crash cycles of issue 14 (the built server SIGKILLed under a mixed write load,
// restarted, checked), run bounded by the API's suite (test/durability/crash.test.ts) and at length by `pnpm crash`.
export { runCrashCycles, type CrashOptions, type CrashReport } from './harness.js';
export { writeKinds } from './ledger.js';
export { killStartedServers, requireBuiltServer } from './server-process.js';
