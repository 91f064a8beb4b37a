import { parseArgs } from 'node:util';
import { issueSession } from '../accounts/sessions.js';
import { upsertUser } from '../accounts/users.js';
import { ConfigError, loadConfig } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';

export const usage = 'usage: issue-session --email <address> [--team "Team name"]';

// A deliberately simple check: the account slice validates addresses users type in.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CommandIo {
  env: Record<string, string | undefined>;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/**
 * Issues a session for a demo or test user, creating the user if needed, and writes only the
 * token to stdout (so `TOKEN=$(node api/dist/cli/issue-session.js --email ...)` works).
 * Uses the server's configuration (DATA_DIR / DATABASE_URL) and migrates first, so it works
 * on a fresh database. Returns the process exit code.
 */
export async function runIssueSession(argv: string[], io: CommandIo): Promise<number> {
  let email: string;
  let team: string | undefined;
  try {
    const { values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, team: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    });
    email = values.email?.trim() ?? '';
    team = values.team?.trim() || undefined;
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  if (!emailShape.test(email)) {
    io.stderr.write(`--email must be an e-mail address\n${usage}\n`);
    return 2;
  }

  let config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.stderr.write(`Invalid configuration: ${error.message}\n`);
    return 1;
  }
  const { db } = connectDatabase(config.database);
  try {
    await migrateToLatest(db);
    const userId = await upsertUser(db, email, team);
    io.stdout.write(`${await issueSession(db, userId)}\n`);
    return 0;
  } catch (error) {
    io.stderr.write(`issue-session failed: ${String(error)}\n`);
    return 1;
  } finally {
    await db.destroy();
  }
}
