import type { App } from '../../src/app.js';
import { runAdmin } from '../../src/cli/admin/program.js';
import type { TestDatabase } from '../helper.js';

// `pnpm admin …` run in-process with the environment the server of a test app has: the same database, DATA_DIR
// (uploaded files live there even when the rows are in PostgreSQL) and clock.

export function adminRunner(testDb: () => TestDatabase, portalNow: Date) {
  const serverEnv = (): Record<string, string> => {
    const db = testDb();
    const base = { PORTAL_NOW: portalNow.toISOString(), USER: 'ada', DATA_DIR: db.dir };
    return db.database.kind === 'postgres' ? { ...base, DATABASE_URL: db.database.url } : base;
  };
  return async (...argv: string[]) => {
    let stdout = '';
    let stderr = '';
    const code = await runAdmin(argv, { env: serverEnv(), stdout: { write: (t: string) => (stdout += t) }, stderr: { write: (t: string) => (stderr += t) } });
    return { code, stdout, stderr };
  };
}

/** The newest mail to `to` in the outbox, once what is queued has been delivered. */
export async function lastMail(app: App, to: string) {
  await app.messages.drain();
  return app.db.selectFrom('outbox').selectAll().where('to', '=', to).orderBy('id', 'desc').executeTakeFirst();
}
