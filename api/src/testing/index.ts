// @portal/api/testing: what the API offers the code that runs, measures or breaks it from outside the package (the
// tools in tools/, the e2e suite) and its own tests. Declared in package.json's `exports`: typecheck, lint and
// `tsx --conditions=source` read this file; plain `node` reads the build (api/dist/testing/index.js), so a tool run with
// node builds the API before it imports this.
export { builtCommandLine, builtServer, type CommandLine } from './programs.js';
export { minimumSampleMp4Bytes, sampleMp4Buffer, writeSampleMp4, type SampleMp4Options } from './sample-mp4.js';
export { createScratchDatabase, type ScratchDatabase } from './scratch-database.js';

// The server's own rules, for a tool that must prepare or judge data exactly as the server would (the benchmarks
// store vote codes as sendSms does, pick contacts the API accepts, expect its messages, follow its phone redirect).
export { loadConfig } from '../config.js';
export { connectDatabase } from '../db/connect.js';
export { languageFromHeader, translate } from '../i18n/translate.js';
export { mobileLocation } from '../shell-html/device.js';
export { createVoteCode } from '../votes/codes.js';
export { contactHash, parseContact } from '../votes/contact.js';
export { votableFilms } from '../votes/counts.js';
export { solvedChallengePayload } from './challenge.js';
export { CHALLENGE_COST, CHALLENGE_COUNTER, challengeKeys, newChallenge } from '../votes/challenge.js';

// Staff sessions made in the database, for tests of the routes behind the staff guard (issue 24).
export { createStaffSession, type StaffSessionOptions, type TestStaffSession } from './staff.js';

// A long, correctly chained audit log in little time (`pnpm bench:audit` and its bounded test).
export { fillAuditLog } from './audit-fill.js';
export { verifyAuditLog } from '../audit/verify.js';

// The media library's pipeline as the upload runs it, and photo-like pictures to feed it (`pnpm bench:images`).
export { checkImage, plannedWidths, renderVariants, type CheckedImage, type RenderedVariant } from '../media/images.js';
export { samplePhoto, type SamplePhotoOptions } from './sample-photos.js';
export { randomPng } from './durability/png.js';

// A real loopback SMTP server that can fail like a provider (the queue's tests, `pnpm bench:mail`).
export { startSmtpSink, type ReceivedMail, type SmtpSink, type SmtpSinkOptions } from './smtp-sink.js';
// The message queue as an instance runs it, for `pnpm bench:mail` (mails per second through the queue).
export { durableQueue } from '../messages/durable-queue.js';
export { QUEUE_POLICY } from '../messages/policy.js';
export { smtpMailer } from '../mail/mailer.js';
export { migrateToLatest } from '../db/migrate.js';
