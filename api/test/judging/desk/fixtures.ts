import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import JSZip from 'jszip';
import type { Kysely } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import type { ContestGroup } from '../../../src/db/schema-content.js';
import type { Database } from '../../../src/db/schema.js';
import { sampleMp4Buffer } from '../../../src/testing/sample-mp4.js';
import { uploadsDir } from '../../../src/uploads/storage.js';

// Small judging fixtures for the desk's tests: teams with distinctive names (so a leak into any answer is found by
// a plain search), their works' files in the app's upload folder, and judging entries with assignments.

/** Every personal string of the fixtures: none may appear in a blind answer. */
export const SECRETS = {
  team: 'Zebrafinch Quokka Crew',
  member: 'Wolfgang Xylophonist',
  school: 'Quibblewick Academy',
  email: 'quokka.captain@secret-mail.test',
  filmName: 'zebrafinch-final-cut.mp4',
  pdfName: 'quokka-proposal-draft.pdf',
  pptxName: 'quokka-slides-v9.pptx',
  filmTitle: 'ZEBRAFINCH MOVIE TITLE',
  filmXmp: 'QUOKKA XMP AUTHOR',
  pdfAuthor: 'Wolfgang Xylophonist',
  pptxCreator: 'Quibblewick Creator',
};

function box(type: string, ...parts: Buffer[]): Buffer {
  const payload = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/** The XMP packet's uuid box (usertype BE7ACFCB-97A9-42E8-9C71-999491E3AFAC), as Adobe's tools write it. */
export function xmpBox(creator: string): Buffer {
  const packet = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${creator}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;
  return box('uuid', Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex'), Buffer.from(packet, 'utf8'));
}

/**
 * A sample MP4 whose moov carries a udta/meta/ilst ©nam title (as an editor writes it), moov after mdat; with `xmp`,
 * an XMP uuid box inside moov and another at the top level after it.
 */
export function mp4WithTitle(title: string, xmp?: string): Buffer {
  const base = sampleMp4Buffer({ seconds: 3, bytes: 300_000 });
  const ftypLength = base.readUInt32BE(0);
  const moovLength = base.readUInt32BE(ftypLength);
  const ftyp = base.subarray(0, ftypLength);
  const moov = base.subarray(ftypLength, ftypLength + moovLength);
  const mdat = base.subarray(ftypLength + moovLength);
  const text = Buffer.concat([Buffer.from([0, 0, 0, 1, 0, 0, 0, 0]), Buffer.from(title, 'utf8')]);
  const meta = box('meta', Buffer.alloc(4), box('hdlr', Buffer.alloc(8), Buffer.from('mdir', 'latin1'), Buffer.alloc(13)), box('ilst', box('©nam', box('data', text))));
  const udta = box('udta', meta);
  const xmpInMoov = xmp === undefined ? [] : [xmpBox(xmp)];
  const xmpAfter = xmp === undefined ? [] : [xmpBox(xmp)];
  return Buffer.concat([ftyp, mdat, box('moov', moov.subarray(8), udta, ...xmpInMoov), ...xmpAfter]);
}

export async function pdfWithAuthor(author: string, title: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]);
  document.setAuthor(author);
  document.setTitle(title);
  return Buffer.from(await document.save());
}

/** The distinctive strings pptxWithCreator puts in each personal place of the package. */
export const pptxSecrets = (creator: string) => ({
  creator,
  lastModifiedBy: `${creator} Editor`,
  title: `${creator} Title`,
  subject: `${creator} Subject`,
  keywords: `${creator} Keywords`,
  description: `${creator} Description`,
  company: `${creator} Company`,
  manager: `${creator} Manager`,
  commentAuthor: `${creator} Commenter`,
  initials: 'QZXQ',
  custom: `${creator} Custom`,
});

export async function pptxWithCreator(creator: string): Promise<Buffer> {
  const secret = pptxSecrets(creator);
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  zip.file('ppt/presentation.xml', '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>');
  zip.file(
    'docProps/core.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${secret.title}</dc:title><dc:subject>${secret.subject}</dc:subject><dc:creator>${secret.creator}</dc:creator><cp:keywords>${secret.keywords}</cp:keywords><dc:description>${secret.description}</dc:description><cp:lastModifiedBy>${secret.lastModifiedBy}</cp:lastModifiedBy><dcterms:created xsi:type="dcterms:W3CDTF">2024-01-02T03:04:05Z</dcterms:created></cp:coreProperties>`,
  );
  zip.file('docProps/app.xml', `<?xml version="1.0"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Slides>1</Slides><Company>${secret.company}</Company><Manager>${secret.manager}</Manager></Properties>`);
  zip.file(
    'ppt/commentAuthors.xml',
    `<?xml version="1.0"?><p:cmAuthorLst xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cmAuthor id="1" name="${secret.commentAuthor}" initials="${secret.initials}" lastIdx="1" clrIdx="0"/></p:cmAuthorLst>`,
  );
  zip.file(
    'docProps/custom.xml',
    `<?xml version="1.0"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="Team"><vt:lpwstr>${secret.custom}</vt:lpwstr></property></Properties>`,
  );
  return Buffer.from(await zip.generateAsync({ type: 'uint8array' }));
}

let counter = 0;

export interface TeamOptions {
  group?: ContestGroup;
  teamName?: string;
  member?: string;
  school?: string;
  email?: string;
}

/** A user, a registration and its captain. */
export async function addTeam(db: Kysely<Database>, options: TeamOptions = {}): Promise<{ userId: number; registrationId: number }> {
  counter += 1;
  const at = new Date().toISOString();
  const email = options.email ?? `desk-team-${counter}@example.test`;
  const { id: userId } = await db.insertInto('users').values({ email, team_name: null, password_hash: null, created_at: at, avatar: null, members: null }).returning('id').executeTakeFirstOrThrow();
  const { id: registrationId } = await db
    .insertInto('registrations')
    .values({ season: '2023-2024', user_id: userId, contest_group: options.group ?? 'secondary', team_name: options.teamName ?? `Desk team ${counter}`, topic_key: 'topic', status: 'passed', reason: null, language: 'en', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('registration_members')
    .values({
      registration_id: registrationId,
      season: '2023-2024',
      ordinal: 1,
      position: 'captain',
      name: options.member ?? `Member ${counter}`,
      birth_date: '2006-01-01',
      school: options.school ?? `School ${counter}`,
      student_id: `S${counter}`,
      email,
      email_key: email,
      student_id_key: `s${counter}-${registrationId}`,
      id_card_front: `front-${counter}.jpg`,
      id_card_back: `back-${counter}.jpg`,
    })
    .execute();
  return { userId, registrationId };
}

/** A work of the team whose file (these bytes) is in the app's upload folder. */
export async function addWork(
  db: Kysely<Database>,
  dataDir: string,
  team: { userId: number; registrationId: number },
  file: { bytes: Buffer; ext: string; mime: string; name: string; step?: string; title?: string },
): Promise<number> {
  counter += 1;
  const at = new Date().toISOString();
  const key = `deskfile${counter}.${file.ext}`;
  await mkdir(uploadsDir(dataDir), { recursive: true });
  await writeFile(join(uploadsDir(dataDir), key), file.bytes);
  const { id: uploadId } = await db
    .insertInto('uploads')
    .values({ public_id: `deskfile${counter}`, owner_user_id: team.userId, kind: file.ext === 'mp4' ? 'video' : 'document', mime: file.mime, ext: file.ext, size: file.bytes.length, storage_path: key, original_name: file.name, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('works')
    .values({ season: '2023-2024', registration_id: team.registrationId, step: file.step ?? 'videoSubmission', title: file.title ?? 'A film about water', topic_key: 'topic', upload_id: uploadId, status: 'submitted', statement_accepted_at: at, submitted_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function addEntry(
  db: Kysely<Database>,
  entry: { round: string; group?: ContestGroup; number: number; workId?: number; finalistId?: number; registrationId: number | null; judges: number[] },
): Promise<number> {
  const at = new Date().toISOString();
  const { id } = await db
    .insertInto('judging_entries')
    .values({ season: '2023-2024', contest_group: entry.group ?? 'secondary', round: entry.round, number: entry.number, work_id: entry.workId ?? null, finalist_id: entry.finalistId ?? null, registration_id: entry.registrationId, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const staffId of entry.judges) {
    await db.insertInto('judging_assignments').values({ entry_id: id, staff_id: staffId, panel: null, assigned_at: at, assigned_by: 'test' }).execute();
  }
  return id;
}
