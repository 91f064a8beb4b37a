// Demo and e2e login before the account slice exists (and afterwards, for scripted demos):
//   node api/dist/cli/issue-session.js --email team@example.org [--team "Team name"]
// prints a session token for that user; send it as the `token` header (or the site's
// `token` cookie). The logic lives in issue-session-command.ts so tests run it in-process.
import { runIssueSession } from './issue-session-command.js';

process.exitCode = await runIssueSession(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
