import type { App } from '../../src/app.js';
import { hashPassword } from '../../src/accounts/passwords.js';

// Helpers of the account slice's route tests.

export const PASSWORD = 'correct horse battery';
export const NEW_PASSWORD = 'a whole new passphrase';

/** Every row of the tables the account routes write: equal before and after means nothing changed. */
export async function snapshot(app: App) {
  const [users, sessions, codes, outbox] = await Promise.all([
    app.db.selectFrom('users').selectAll().orderBy('id').execute(),
    app.db.selectFrom('sessions').selectAll().orderBy('id').execute(),
    app.db.selectFrom('email_codes').selectAll().orderBy('id').execute(),
    app.db.selectFrom('outbox').selectAll().orderBy('id').execute(),
  ]);
  return { users, sessions, codes, outbox };
}

export async function clearAccounts(app: App): Promise<void> {
  for (const table of ['sessions', 'comments', 'users', 'email_codes', 'outbox', 'login_failures'] as const) {
    await app.db.deleteFrom(table).execute();
  }
}

/** A registered user made directly (skipping the code flow, which its own tests cover). */
export async function createUser(app: App, email: string, password: string = PASSWORD): Promise<number> {
  const { id } = await app.db
    .insertInto('users')
    .values({ email, team_name: null, password_hash: await hashPassword(password), created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Asks for a sign-up code and delivers the queued mail, so the outbox holds it and nothing is left in flight. */
export async function sendEmail(app: App, email: string, headers: Record<string, string> = {}, remoteAddress?: string) {
  const res = await app.inject({ method: 'GET', url: '/api/login/sendEmail', query: { email }, headers, ...(remoteAddress ? { remoteAddress } : {}) });
  await app.messages.drain();
  return res;
}

export function post(app: App, url: string, body: unknown, headers: Record<string, string> = {}, remoteAddress?: string) {
  return app.inject({ method: 'POST', url, payload: body as object, headers, ...(remoteAddress ? { remoteAddress } : {}) });
}

/** The code of the newest mail to this address in the outbox. */
export async function codeFromOutbox(app: App, email: string): Promise<string> {
  const mail = await app.db
    .selectFrom('outbox')
    .select('text')
    .where('to', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in ${mail.text}`);
  return code;
}

export function login(app: App, account: string, password: string, layer: 'A' | 'B' = 'B', remoteAddress?: string) {
  const url = layer === 'A' ? '/api/v1.user/login' : '/api/login/account';
  return post(app, url, { account, password }, {}, remoteAddress);
}
