import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginResult } from '@portal/contracts/account-api';
import { AppError } from '../lib/app-error.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';
import { findPublicUser } from './profile.js';
import { issueSession } from './sessions.js';
import { clearLoginFailures, minutesUntilLoginAllowed, recordLoginFailure } from './login-throttle.js';
import { normalizeEmail } from './users.js';

/**
 * E-mail + password → a new session (each login issues its own token). Unknown account and wrong
 * password give the same message and take the same time (a dummy hash is verified).
 */
export async function logIn(app: FastifyInstance, request: FastifyRequest, account: string, password: string): Promise<LoginResult> {
  const email = normalizeEmail(account);
  if (email === '' || password === '') throw new AppError(400, 'enterAccountPassword');
  const ip = request.ip;
  const minutes = await minutesUntilLoginAllowed(app.db, email, ip);
  if (minutes > 0) throw new AppError(429, 'tooManyLogins', { params: { minutes }, detail: `login ${email} from ${ip}` });
  const row = await app.db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();
  const valid = row?.password_hash ? await verifyPassword(password, row.password_hash) : await verifyAgainstDummy(password);
  if (!row || !valid) {
    await recordLoginFailure(app.db, email, ip);
    throw new AppError(400, 'loginFailed', { detail: `login failed for ${email}` });
  }
  await clearLoginFailures(app.db, email);
  const token = await issueSession(app.db, row.id);
  const user = await findPublicUser(app.db, row.id);
  if (!user) throw new Error(`user ${row.id} vanished during login`);
  return { token, user };
}
