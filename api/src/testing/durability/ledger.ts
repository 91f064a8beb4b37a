// What the server acknowledged (HTTP 2xx with envelope code 1) during the crash load, with what identifies each
// write, so that after every restart each one can be looked up row by row. Kept in the test process: it is what
// the clients were told, whatever the server's disk says.

export interface MemberSent {
  name: string;
  position: 'captain' | 'member';
  birthDate: string;
  school: string;
  studentId: string;
  email: string;
  idCardFront: string;
  idCardBack: string;
}

interface Acked {
  /** The kill cycle it was acknowledged in (0-based). */
  cycle: number;
}

export interface Ledger {
  /** GET /api/login/sendEmail: a sign-up code stored for the address. */
  signUpCodes: (Acked & { email: string })[];
  /** POST /api/login/register: the account with this password. */
  signUps: (Acked & { email: string; password: string })[];
  /** POST /api/login/account: a session with this token. */
  sessions: (Acked & { email: string; token: string })[];
  /** POST /api/comment/add. */
  comments: (Acked & { id: number; articleId: number; email: string; content: string })[];
  /** POST /api/upload/image: one entry per file, its bytes' SHA-256 and size. */
  images: (Acked & { uri: string; email: string; sha256: string; size: number })[];
  /** POST /api/registration/add. */
  registrations: (Acked & { id: number; email: string; group: 1 | 2; teamName: string; topic: string; members: MemberSent[] })[];
  /** POST /api/v1.work/sendSms: a vote code stored for the contact. */
  voteCodes: (Acked & { contact: string })[];
  /** POST /api/v1.work/verify: the receipt. */
  votes: (Acked & { contact: string; voteId: number; seq: number; hash: string; workId: number })[];
}

export type WriteKind = keyof Ledger;
export const writeKinds: WriteKind[] = ['signUpCodes', 'signUps', 'sessions', 'comments', 'images', 'registrations', 'voteCodes', 'votes'];

export function emptyLedger(): Ledger {
  return { signUpCodes: [], signUps: [], sessions: [], comments: [], images: [], registrations: [], voteCodes: [], votes: [] };
}

export function ledgerCounts(ledger: Ledger): Record<WriteKind, number> {
  return Object.fromEntries(writeKinds.map((kind) => [kind, ledger[kind].length])) as Record<WriteKind, number>;
}

export function totalWrites(ledger: Ledger): number {
  return writeKinds.reduce((sum, kind) => sum + ledger[kind].length, 0);
}
