import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TTL_MS, issueSession } from '../../src/accounts/sessions.js';
import { decide } from '../../src/registrations/decide.js';
import { cliActing } from '../../src/audit/acting.js';
import { multipart, field, file } from '../uploads/multipart.js';
import { png } from '../uploads/sample-files.js';
import { sampleMp4Buffer } from '../../src/testing/sample-mp4.js';
import { call, send } from './http.js';
import { fileSecret, textSecret, type Secret } from './secrets.js';
import type { Station } from './stations.js';
import type { TeamMember } from '@portal/contracts/account-api';

// The two users and their teams, made through the API the site uses: sign-up with the mailed code, login, team
// info, ID-card images through the upload endpoint, the registration, an organizer's approval (the function
// `pnpm admin registrations approve` runs), a film through the resumable upload and its submission, a comment, a vote.

/** A private file: its address (or tus id), where it lives under DATA_DIR, and its bytes. */
export interface PrivateFile {
  label: string;
  /** `/uploads/<public id>.<ext>` for stored files; undefined for an unfinished tus upload. */
  uri?: string;
  /** Relative to DATA_DIR. */
  storedAt: string;
  originalName: string;
  bytes: Buffer;
}

export interface Work {
  id: number;
  tusId: string;
  title: string;
  file: PrivateFile;
}

export interface PendingUpload {
  tusId: string;
  /** The bytes sent so far (half the file). */
  file: PrivateFile;
}

export interface Party {
  name: 'A' | 'B';
  email: string;
  password: string;
  userId: number;
  /** A live session: never sent by anyone but its owner. */
  token: string;
  /** Issued eight days ago: past its week. */
  expiredToken: string;
  /** Logged out. */
  revokedToken: string;
  /** The profile's team name (team info), shown as the author of the user's comments; null when never saved. */
  profileTeamName: string | null;
  /** The registration's team name: private until winners are published. */
  teamName: string;
  members: TeamMember[];
  avatar: PrivateFile;
  idCards: PrivateFile[];
  registrationId?: number;
  work?: Work;
  pending?: PendingUpload;
  comment?: { articleId: number; text: string };
  /** The mobile number the user votes with. */
  phone: string;
}

const tag = () => randomBytes(4).toString('hex');

/** Signs up with the mailed code (read from the development outbox), logs in, and makes a dead session of each kind. */
export async function signUp(station: Station, name: 'A' | 'B', phone: string): Promise<Party> {
  const { port } = station;
  // Unique parts: each is searched for in every answer, so none may occur by chance.
  const email = `party-${name.toLowerCase()}-${tag()}@example.org`;
  const password = `pass ${name} ${tag()} phrase`;
  await call(port, 'GET', `/api/login/sendEmail?email=${encodeURIComponent(email)}`);
  // The mail is queued: deliver it before reading the outbox.
  await station.app.messages.drain();
  const mails = await call<{ text: string }[]>(port, 'GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no sign-up code for ${email}`);
  await call(port, 'POST', '/api/login/register', { json: { email, code, password, confirmPassword: password } });
  const { token, user } = await call<{ token: string; user: { id: number } }>(port, 'POST', '/api/login/account', { json: { account: email, password } });
  // A second session as login makes them (one scrypt less per user: a third of this file's time), ended by logout.
  const revokedToken = await issueSession(station.app.db, user.id);
  await call(port, 'POST', '/api/login/logout', { token: revokedToken });
  // A session issued with a past clock, as one left over from last week: expired by now.
  const expiredToken = await issueSession(station.app.db, user.id, new Date(Date.now() - SESSION_TTL_MS - 24 * 60 * 60 * 1000));

  const party: Party = {
    name,
    email,
    password,
    userId: user.id,
    token,
    expiredToken,
    revokedToken,
    profileTeamName: null,
    teamName: `Dune ${name} Crew ${tag()}`,
    members: [],
    avatar: await uploadImage(station, token, `${name}-avatar-${tag()}.png`),
    idCards: [],
    phone,
  };
  for (let i = 0; i < 4; i += 1) party.idCards.push(await uploadImage(station, token, `${name}-idcard-${i + 1}-${tag()}.png`));
  const member = (n: number, position: TeamMember['position']): TeamMember => ({
    name: `${name} Member${n} ${tag()}`,
    position,
    // Dates of this party only: each is searched for in the other's answers.
    birthDate: { A: ['2006-02-17', '2007-03-19'], B: ['2006-05-23', '2007-08-11'] }[name][n - 1] ?? '',
    school: `Oasis ${name} School ${tag()}`,
    studentId: `SID-${name}${n}-${tag()}`,
    email: `member${n}-${name.toLowerCase()}-${tag()}@example.org`,
    idCardFront: party.idCards[(n - 1) * 2]?.uri ?? '',
    idCardBack: party.idCards[(n - 1) * 2 + 1]?.uri ?? '',
  });
  party.members = [member(1, 'captain'), member(2, 'member')];
  return party;
}

/** POST /api/upload/image (type 1): a PNG with random padding, so its bytes occur nowhere else. */
async function uploadImage(station: Station, token: string, originalName: string): Promise<PrivateFile> {
  const bytes = png(700);
  const body = multipart([field('type', '1'), file(originalName, bytes, 'image/png')]);
  const answer = await send(station.port, { method: 'POST', path: '/api/upload/image', headers: { token, 'content-type': body.contentType }, body: body.payload });
  const uri = (JSON.parse(answer.body.toString('utf8')) as { data?: { uri?: string } }).data?.uri;
  if (answer.status !== 200 || !uri) throw new Error(`image upload answered ${answer.status}: ${answer.body.toString('utf8')}`);
  return { label: originalName, uri, storedAt: `uploads/${uri.slice('/uploads/'.length)}`, originalName, bytes };
}

/** Team info (POST /api/user/setInfo): the profile team name, the avatar and the members with their ID cards. */
export async function saveProfile(station: Station, party: Party): Promise<void> {
  const teamName = `Mirage ${party.name} ${tag()}`;
  await call(station.port, 'POST', '/api/user/setInfo', { token: party.token, json: { teamName, avatar: party.avatar.uri, members: party.members } });
  party.profileTeamName = teamName;
}

export function registrationBody(party: Pick<Party, 'teamName' | 'members'>) {
  return { group: 1, teamName: party.teamName, topic: 'energy-climate', members: party.members };
}

/** POST /api/registration/add, then an organizer approves it. */
export async function register(station: Station, party: Party): Promise<void> {
  const view = await call<{ id: number }>(station.port, 'POST', '/api/registration/add', { token: party.token, json: registrationBody(party) });
  party.registrationId = view.id;
}

export async function approve(station: Station, party: Party): Promise<void> {
  const { app } = station;
  if (party.registrationId === undefined) throw new Error(`${party.name} has not registered`);
  const result = await decide(app, cliActing('security-suite'), party.registrationId, { to: 'passed' });
  if (!result.ok) throw new Error(`approving ${party.name}: ${result.reason}`);
}

const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');

/** tus POST: a new upload of `length` bytes for the video step; answers its id. */
async function createUpload(station: Station, token: string, length: number, filename: string): Promise<string> {
  const answer = await send(station.port, {
    method: 'POST',
    path: '/api/tus',
    headers: { token, 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': metadata({ filename, filetype: 'video/mp4', step: 'videoSubmission' }) },
  });
  const location = answer.headers.location;
  if (answer.status !== 201 || !location) throw new Error(`tus create answered ${answer.status}: ${answer.body.toString('utf8')}`);
  return location.split('/').pop() ?? '';
}

async function patchUpload(station: Station, token: string, tusId: string, bytes: Buffer): Promise<void> {
  const answer = await send(station.port, {
    method: 'PATCH',
    path: `/api/tus/${tusId}`,
    headers: { token, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });
  if (answer.status !== 204) throw new Error(`tus PATCH answered ${answer.status}: ${answer.body.toString('utf8')}`);
}

/** A film through the resumable upload and POST /api/userWork/add; then a second upload left half done. */
export async function submitFilm(station: Station, party: Party): Promise<void> {
  const bytes = sampleMp4Buffer({ seconds: 75, bytes: 12_000 });
  const originalName = `${party.name}-film-${tag()}.mp4`;
  const tusId = await createUpload(station, party.token, bytes.length, originalName);
  await patchUpload(station, party.token, tusId, bytes);
  const title = `${party.name} Sands Film ${tag()}`;
  const work = await call<{ id: number; file: { uri: string } }>(station.port, 'POST', '/api/userWork/add', {
    token: party.token,
    json: { step: 'videoSubmission', title, topic: 'energy-climate', upload: tusId, statementAccepted: true },
  });
  const uri = work.file.uri;
  party.work = { id: work.id, tusId, title, file: { label: originalName, uri, storedAt: `uploads/${uri.slice('/uploads/'.length)}`, originalName, bytes } };

  const next = sampleMp4Buffer({ seconds: 80, bytes: 12_000 });
  const pendingName = `${party.name}-recut-${tag()}.mp4`;
  const pendingId = await createUpload(station, party.token, next.length, pendingName);
  const half = next.subarray(0, next.length / 2);
  // The first half only: the upload stays in TUS_DIR, unfinished, as after a lost connection.
  const answer = await send(station.port, {
    method: 'PATCH',
    path: `/api/tus/${pendingId}`,
    headers: { token: party.token, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: half,
  });
  if (answer.status !== 204) throw new Error(`tus PATCH of the half answered ${answer.status}`);
  party.pending = { tusId: pendingId, file: { label: pendingName, storedAt: `tus/${pendingId}`, originalName: pendingName, bytes: half } };
}

export async function comment(station: Station, party: Party, articleId: number): Promise<void> {
  const text = `${party.name} wonders about the dunes ${tag()}`;
  await call(station.port, 'POST', '/api/comment/add', { token: party.token, json: { articleId, content: text } });
  party.comment = { articleId, text };
}

/** The public vote: a code to the phone (the development outbox stands in for the SMS provider), then the vote. */
export async function vote(station: Station, party: Party, filmId: number): Promise<void> {
  const { port } = station;
  await call(port, 'POST', '/api/v1.work/sendSms', { json: { contact: party.phone } });
  await station.app.messages.drain();
  const texts = await call<{ text: string }[]>(port, 'GET', `/api/dev/outbox?to=${encodeURIComponent(party.phone)}`);
  const code = /\b(\d{6})\b/.exec(texts[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no vote code for ${party.phone}`);
  await call(port, 'POST', '/api/v1.work/verify', { json: { contact: party.phone, code, workId: filmId } });
}

/** Every private file of the party (stored images, the submitted film, the half upload). */
export function privateFiles(party: Party): PrivateFile[] {
  return [party.avatar, ...party.idCards, ...(party.work ? [party.work.file] : []), ...(party.pending ? [party.pending.file] : [])];
}

export interface SecretOptions {
  /** Leave out what the site shows publicly on purpose (comment lists: the profile team name and the comment). */
  publicComment?: boolean;
}

/** What of this party nobody else may see. */
export function secretsOf(party: Party, options: SecretOptions = {}): Secret[] {
  const secrets: Secret[] = [
    textSecret(`${party.name} e-mail`, party.email),
    // The masked e-mail of comment lists shows two letters of it: the whole local part is the secret.
    textSecret(`${party.name} e-mail local part`, party.email.split('@')[0] ?? ''),
    textSecret(`${party.name} password`, party.password),
    textSecret(`${party.name} live token`, party.token),
    textSecret(`${party.name} live token hash`, createHash('sha256').update(party.token).digest('hex')),
    textSecret(`${party.name} registration team name`, party.teamName),
    textSecret(`${party.name} phone`, party.phone),
    textSecret(`${party.name} phone digits`, party.phone.slice(4)),
  ];
  if (party.profileTeamName && !options.publicComment) secrets.push(textSecret(`${party.name} profile team name`, party.profileTeamName));
  if (party.comment && !options.publicComment) secrets.push(textSecret(`${party.name} comment`, party.comment.text));
  party.members.forEach((member, i) => {
    const who = `${party.name} member ${i + 1}`;
    secrets.push(
      textSecret(`${who} name`, member.name),
      textSecret(`${who} e-mail`, member.email),
      textSecret(`${who} student ID`, member.studentId),
      textSecret(`${who} school`, member.school),
      textSecret(`${who} birth date`, member.birthDate),
    );
  });
  for (const privateFile of privateFiles(party)) {
    secrets.push(textSecret(`${party.name} file name ${privateFile.originalName}`, privateFile.originalName));
    secrets.push(fileSecret(`${party.name} bytes of ${privateFile.originalName}`, privateFile.bytes));
    // The public id in the address (and storage key) and the tus ids name the files.
    secrets.push(textSecret(`${party.name} path of ${privateFile.originalName}`, privateFile.storedAt.split('/').pop() ?? ''));
  }
  if (party.work) {
    secrets.push(textSecret(`${party.name} work title`, party.work.title), textSecret(`${party.name} work tus id`, party.work.tusId));
  }
  return secrets;
}
