import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { clearLoginFailures, minutesUntilLoginAllowed, recordLoginFailure } from '../login-throttle.js';
import { PASSWORD_RULE, hashPassword, meetsPasswordRule, verifyPassword } from '../passwords.js';
import { MAX_MEMBERS, cleanMembers, cleanTeamName, findPublicUser, isImagePath, updateProfile } from '../profile.js';
import type { Database } from '../../db/schema.js';
import { sessionUser } from '../../http/auth.js';
import { translate } from '../../i18n/translate.js';
import { AppError } from '../../lib/app-error.js';
import { EnvelopeCode, ok } from '../../lib/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { changePasswordSchema, setInfoSchema, userInfoSchema } from '../schemas.js';
import { parseUploadUri } from '../../uploads/names.js';
import { findOwnedUpload } from '../../uploads/ownership.js';

const loginRequired = () => new AppError(401, 'pleaseLogIn', { code: EnvelopeCode.loginFailure, detail: 'user gone' });

/**
 * An address that names an upload must name an image the caller uploaded, as registration requires: team info
 * holding another account's file would carry that file's address into the caller's profile and registration form.
 */
async function foreignImage(db: Kysely<Database>, userId: number, paths: (string | undefined)[]): Promise<string | undefined> {
  for (const path of paths) {
    if (path && parseUploadUri(path) && !(await findOwnedUpload(db, userId, path, 'image'))) return path;
  }
  return undefined;
}

/** GET /api/user/info, POST /api/user/setInfo and /changePassword (spec §7 Layer B); all need a session. */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/info', { schema: userInfoSchema }, async (request) => {
    const user = await findPublicUser(app.db, sessionUser(request).id);
    if (!user) throw loginRequired();
    return ok(user);
  });

  app.post('/setInfo', { schema: setInfoSchema }, async (request) => {
    const { id } = sessionUser(request);
    const teamName = cleanTeamName(request.body.teamName);
    if (teamName === undefined) throw new AppError(400, 'teamNameInvalid');
    const avatar = request.body.avatar?.trim();
    if (avatar !== undefined && avatar !== '' && !isImagePath(avatar)) throw new AppError(400, 'avatarInvalid');
    let members;
    if (request.body.members !== undefined) {
      if (request.body.members.length > MAX_MEMBERS) throw new AppError(400, 'tooManyMembers');
      members = cleanMembers(request.body.members);
      if (members === undefined) throw new AppError(400, 'memberIncomplete');
    }
    const foreign = await foreignImage(app.db, id, [avatar, ...(members ?? []).flatMap((member) => [member.idCardFront, member.idCardBack])]);
    if (foreign) throw new AppError(400, 'avatarInvalid', { detail: `image ${foreign} not owned` });
    await updateProfile(app.db, id, { teamName, avatar: avatar === '' ? null : avatar, members });
    const user = await findPublicUser(app.db, id);
    if (!user) throw loginRequired();
    return { code: EnvelopeCode.success, data: user, msg: translate('modifySuccess', requestLanguage(request)), show: true };
  });

  app.post('/changePassword', { schema: changePasswordSchema }, async (request) => {
    const { id, email } = sessionUser(request);
    const { oldPassword, password, confirmPassword } = request.body;
    const params = { min: PASSWORD_RULE.minLength, max: PASSWORD_RULE.maxLength };
    if (!meetsPasswordRule(password)) throw new AppError(400, 'modifyFailedPasswordRule', { params });
    if (password !== confirmPassword) throw new AppError(400, 'modifyFailedMismatch');
    // Guessing the old password through this form counts like failed logins.
    const minutes = await minutesUntilLoginAllowed(app.db, email, request.ip);
    if (minutes > 0) throw new AppError(429, 'tooManyLogins', { params: { minutes } });
    const row = await app.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
    if (!row?.password_hash || !(await verifyPassword(oldPassword, row.password_hash))) {
      await recordLoginFailure(app.db, email, request.ip);
      throw new AppError(400, 'modifyFailedOldPassword');
    }
    const passwordHash = await hashPassword(password);
    const now = new Date().toISOString();
    // The new password and the end of every session (this one included) land together: the client logs in again.
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
      await trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', id).where('revoked_at', 'is', null).execute();
      // The owner hears of it as after a reset (issue 26.1): a change they did not make is a stolen session.
      await app.messages.enqueue([{ kind: 'password-changed', channel: 'email', to: email, lang: requestLanguage(request), params: { at: now }, userId: id }], trx);
    });
    await clearLoginFailures(app.db, email);
    return { code: EnvelopeCode.success, data: null, msg: translate('modifySuccess', requestLanguage(request)), show: true };
  });
};
