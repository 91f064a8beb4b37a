// Organizers' command line: `pnpm admin registrations …` and `pnpm admin works …` from the project root.
// The logic lives in admin/program.ts so tests run it in-process against a test database.
import { runAdmin } from './admin/program.js';

process.exitCode = await runAdmin(process.argv.slice(2), { env: process.env, stdout: process.stdout, stderr: process.stderr });
