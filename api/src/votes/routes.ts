import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isSixDigits } from '../accounts/email-codes.js';
import { translate } from '../i18n/translate.js';
import { AppError } from '../lib/app-error.js';
import { EnvelopeCode, ok } from '../lib/envelope.js';
import { requestLanguage } from '../http/language.js';
import { sendSmsSchema, verifySchema, voteCountSchema, voteLogSchema } from './schemas.js';
import { kyselyBallotBox, type BallotRefusal } from './ballot-box.js';
import { challengeKeys } from './challenge.js';
import { challengeAnswer, passChallenge } from './challenge-gate.js';
import { CODE_VALID_MS, createVoteCode } from './codes.js';
import { contactHash } from './contact.js';
import { acceptContact } from './contact-policy.js';
import { chainHead, chainTally, countsByFinalist, isVotableFilm, votableFilms } from './counts.js';
import { RESEND_SECONDS, checkVoteSendAllowed } from './limits.js';
import { chainRows, logLine } from './log.js';
import { codePressure, filmPressure } from './pressure.js';
import { resolveAltchaKey, resolveVoteSecret } from './secret.js';
import { sqliteBallotBox } from './sqlite-ballot-box.js';
import { subnetOf } from './subnet.js';

// The public vote of group 1's finalist films (SPEC §7 Layer A, issue 11, docs/adr/0014). Anyone may vote once per
// season after proving a phone number or e-mail address with a code; the code and the vote are one transaction.

const VOTING_GROUP = 1;

const refusals: Record<BallotRefusal, () => AppError> = {
  filmInvalid: () => new AppError(400, 'voteFilmInvalid'),
  codeInvalid: () => new AppError(400, 'codeInvalid'),
  codeWrong: () => new AppError(400, 'codeWrong'),
  alreadyVoted: () => new AppError(409, 'voteAlreadyVoted'),
};
const refusal = (reason: BallotRefusal) => refusals[reason]();

export const v1WorkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Resolved once at start: a missing or unreadable secret stops the server rather than hash contacts wrongly.
  const secret = resolveVoteSecret(app.config.voteSecret, app.config.dataDir);
  const altchaKeys = challengeKeys(resolveAltchaKey(app.config.altchaHmacKey, app.config.dataDir));
  const at = () => app.season.now();
  // SQLite has one writer: votes of the same moment share a transaction there (sqlite-ballot-box.ts).
  const ballots = app.dbSqlite ? sqliteBallotBox(app.db, app.dbSqlite, at) : kyselyBallotBox(app.db, at);
  app.addHook('onClose', () => ballots.close());

  /** The voting window by the server clock; outside it nothing is sent or stored. */
  const requireVotingOpen = () => {
    if (!app.season.isOpen(VOTING_GROUP, 'voting')) throw new AppError(409, 'voteOutsideWindow');
  };
  /** The contact typed, if the season's policy and the disposable list take it (./contact-policy.ts); else 400. */
  const acceptedContact = (raw: string) => {
    const verdict = acceptContact(raw, app.season.publicVote.contacts);
    if (!verdict.ok) throw new AppError(400, verdict.refusal);
    return verdict.contact;
  };

  app.post('/sendSms', { schema: sendSmsSchema }, async (request, reply) => {
    const lang = requestLanguage(request);
    requireVotingOpen();
    const contact = acceptedContact(request.body.contact);
    const hash = contactHash(secret, contact);
    const verdict = await checkVoteSendAllowed(app.db, hash);
    if (!verdict.ok) {
      if (verdict.reason === 'limit') throw new AppError(429, 'tooManyCodes', { detail: `vote code limit for a ${contact.channel} contact from ${request.ip}` });
      reply.header('Retry-After', String(verdict.resendAfter));
      return reply.code(429).send({ code: EnvelopeCode.failure, data: { resendAfter: verdict.resendAfter }, msg: translate('codeAlreadySent', lang), show: true });
    }
    // Under pressure (issue 28) the challenge comes before any code is created or sent.
    const subnet = subnetOf(request.ip);
    const rule = await codePressure(app.db, app.season.publicVote.challenge, { ip: request.ip, subnet });
    if (rule) {
      const challenge = await passChallenge(app.db, altchaKeys, request.body.altcha);
      if (challenge) {
        request.log.info({ rule, subnet }, 'vote challenge required');
        return challengeAnswer(reply, challenge, lang);
      }
    }
    // The same answer whether or not the contact has voted: only its owner learns that, after a correct code.
    const { code } = await createVoteCode(app.db, { season: app.season.id, contactHash: hash, channel: contact.channel, ip: request.ip, subnet });
    const params = { code, minutes: CODE_VALID_MS / 60_000 };
    // Queued: a gateway or mail server that fails is retried by the queue (docs/adr/0041) instead of answering 503.
    await app.messages.enqueue([{ kind: 'vote-code', channel: contact.channel, to: contact.address, lang, params }]);
    const msg = translate(contact.channel === 'sms' ? 'voteCodeSentSms' : 'codeSent', lang);
    return { code: EnvelopeCode.success, data: { resendAfter: RESEND_SECONDS, channel: contact.channel }, msg, show: true };
  });

  app.post('/verify', { schema: verifySchema }, async (request, reply) => {
    // Cheapest first: the window, the contact and the code's form here; the film and the code in the ballot box.
    requireVotingOpen();
    const contact = acceptedContact(request.body.contact);
    const code = request.body.code.trim();
    if (!isSixDigits(code)) throw new AppError(400, 'codeSixDigits');
    const season = app.season.id;
    const finalistId = request.body.workId;
    // The per-film threshold (issue 28): the film is known only here. Votes carry the season clock's time.
    if (await filmPressure(app.db, app.season.publicVote.challenge, { season, finalistId }, app.season.now())) {
      const challenge = await passChallenge(app.db, altchaKeys, request.body.altcha);
      if (challenge) {
        request.log.info({ rule: 'perFilm', finalistId }, 'vote challenge required');
        return challengeAnswer(reply, challenge, requestLanguage(request));
      }
    }
    const ballot = { season, finalistId, contactHash: contactHash(secret, contact), code, subnet: subnetOf(request.ip), channel: contact.channel };
    const result = await ballots.cast(ballot);
    if (!result.ok) throw refusal(result.reason);
    request.log.info({ voteId: result.receipt.voteId, seq: result.receipt.seq }, 'vote cast');
    return { code: EnvelopeCode.success, data: result.receipt, msg: translate('voteSuccess', requestLanguage(request)), show: true };
  });

  app.get('/voteCount', { schema: voteCountSchema }, async (request) => {
    const season = app.season.id;
    const phase = app.season.phase(VOTING_GROUP, 'voting');
    const window = app.season.window(VOTING_GROUP, 'voting');
    const { workId } = request.query;
    if (workId !== undefined && !(await isVotableFilm(app.db, workId))) throw new AppError(400, 'voteFilmInvalid');
    // head.seq is the chain's length; total the votes counted (annulled ones out, docs/adr/0049).
    const { head, annulled, total } = await chainTally(app.db, season);
    let films: { workId: number; votes: number }[] | null = null;
    // Per-film counts only once voting has closed: a live ranking would steer later voters (docs/adr/0014).
    if (phase === 'closed') {
      const counts = await countsByFinalist(app.db, season);
      const ids = workId === undefined ? await votableFilms(app.db) : [workId];
      films = ids.map((id) => ({ workId: id, votes: counts.get(id) ?? 0 }));
    }
    return ok({ season, phase, total, annulled, head, countsFrom: window?.to.toISOString() ?? '', films, contacts: app.season.publicVote.contacts });
  });

  app.get('/voteLog', { schema: voteLogSchema }, async (_request, reply) => {
    // The log shows each vote's film, so while voting is open it would be a live ranking: it is published at close.
    if (app.season.phase(VOTING_GROUP, 'voting') !== 'closed') throw new AppError(409, 'voteLogAfterClose');
    const season = app.season.id;
    // Up to the head as it is now: an annulment appended while the log streams is in the next download.
    const { seq } = await chainHead(app.db, season);
    const lines = async function* () {
      for await (const row of chainRows(app.db, season, seq)) yield logLine(row);
    };
    return reply
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('content-disposition', `attachment; filename="votes-${season}.jsonl"`)
      .send(Readable.from(lines()));
  });
};
