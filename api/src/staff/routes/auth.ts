import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordAudit } from '../../audit/record.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../i18n/translate.js';
import { EnvelopeCode, ok } from '../../lib/envelope.js';
import { staffActor } from '../factor-proof.js';
import { requireStaff, staffSessionOf } from '../guard.js';
import { acceptInvitation } from '../invites.js';
import { factorsOfMember, findMember } from '../members.js';
import { passkeyAuthenticationOptions, passkeyRegistrationOptions, registerPasskey, verifyPasskey } from '../passkeys.js';
import { verifyRecoveryCode } from '../recovery-codes.js';
import { relyingParty } from '../relying-party.js';
import {
  invitationSchema,
  loginSchema,
  logoutSchema,
  meSchema,
  passkeyAuthenticationOptionsSchema,
  passkeyRegisterSchema,
  passkeyRegistrationOptionsSchema,
  passkeyVerifySchema,
  recoveryVerifySchema,
  totpEnableSchema,
  totpSetupSchema,
  totpVerifySchema,
} from '../schemas.js';
import { revokeStaffSession } from '../sessions.js';
import { signInStaff } from '../sign-in.js';
import { enableTotp, setupTotp, verifyTotp } from '../totp.js';

// /api/admin/auth: the back office's sign-in steps (docs/adr/0031). Only these serve a session that is not `ready`:
// `enrol` may add its first factor, `secondFactor` may prove one; `ready` may prove one again (step-up) and, with a
// fresh factor, add or replace one. Login and the invitation need no session.

const anyStage = requireStaff({ roles: 'any', stages: ['enrol', 'secondFactor', 'ready'] });
/** Adding or replacing a factor: the first one at `enrol`; later ones only with a fresh proof of a current one. */
const enrolling = requireStaff({ roles: 'any', stages: ['enrol', 'ready'], fresh: true });
const proving = requireStaff({ roles: 'any', stages: ['secondFactor', 'ready'] });

export const staffAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rp = (request: Parameters<typeof relyingParty>[1]) => relyingParty(app.config.siteUrl, request);

  app.post('/login', { schema: loginSchema }, async (request) => {
    const started = await signInStaff(app.db, { ...request.body, ip: request.ip });
    return { code: EnvelopeCode.success, data: started, msg: translate('loginSuccess', requestLanguage(request)), show: false };
  });

  app.post('/invitation', { schema: invitationSchema }, async (request) => ok(await acceptInvitation(app.db, request.body)));

  app.get('/me', { schema: meSchema, onRequest: anyStage }, async (request) => {
    const session = staffSessionOf(request);
    const member = await findMember(app.db, session.member.id);
    return ok({ member: session.member, stage: session.stage, methods: member ? await factorsOfMember(app.db, member) : [], freshUntil: session.freshUntil });
  });

  app.post('/logout', { schema: logoutSchema, onRequest: anyStage }, async (request) => {
    const session = staffSessionOf(request);
    await app.db.transaction().execute(async (trx) => {
      await revokeStaffSession(trx, session.id);
      await recordAudit(trx, staffActor(session), { action: 'staff.signOut', target: `staff:${session.member.id}` });
    });
    return { code: EnvelopeCode.success, data: null, msg: translate('staffSignedOut', requestLanguage(request)), show: true };
  });

  app.post('/totp/setup', { schema: totpSetupSchema, onRequest: enrolling }, async (request) => ok(await setupTotp(app.db, staffSessionOf(request))));

  app.post('/totp/enable', { schema: totpEnableSchema, onRequest: enrolling }, async (request) =>
    ok(await enableTotp(app.db, staffSessionOf(request), { code: request.body.code, ip: request.ip })),
  );

  app.post('/totp/verify', { schema: totpVerifySchema, onRequest: proving }, async (request) =>
    ok(await verifyTotp(app.db, staffSessionOf(request), { code: request.body.code, ip: request.ip })),
  );

  app.post('/recovery/verify', { schema: recoveryVerifySchema, onRequest: proving }, async (request) =>
    ok(await verifyRecoveryCode(app.db, staffSessionOf(request), { code: request.body.code, ip: request.ip })),
  );

  app.post('/passkey/registration-options', { schema: passkeyRegistrationOptionsSchema, onRequest: enrolling }, async (request) =>
    ok(await passkeyRegistrationOptions(app.db, staffSessionOf(request), rp(request))),
  );

  app.post('/passkey/register', { schema: passkeyRegisterSchema, onRequest: enrolling }, async (request) =>
    ok(await registerPasskey(app.db, staffSessionOf(request), rp(request), { response: request.body.response, label: request.body.label, lang: requestLanguage(request) })),
  );

  app.post('/passkey/authentication-options', { schema: passkeyAuthenticationOptionsSchema, onRequest: proving }, async (request) =>
    ok(await passkeyAuthenticationOptions(app.db, staffSessionOf(request), rp(request))),
  );

  app.post('/passkey/verify', { schema: passkeyVerifySchema, onRequest: proving }, async (request) =>
    ok(await verifyPasskey(app.db, staffSessionOf(request), rp(request), { response: request.body.response, ip: request.ip })),
  );
};
