// `pnpm release <command>` (scripts/release.mjs hands commands here): staged releases of the remotes.
// The logic lives in release/program.ts so tests run it in-process against a test database.
import { runRelease } from './release/program.js';

process.exitCode = await runRelease(process.argv.slice(2), { env: process.env, stdout: process.stdout, stderr: process.stderr });
