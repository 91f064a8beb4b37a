import { join } from 'node:path';
import { send } from './http.js';
import type { Ledger } from './ledger.js';
import type { Party } from './parties.js';
import { leaksIn, type Secret } from './secrets.js';
import { REMOTE_PATH, type Layout, type Station } from './stations.js';

// Public URLs that try to reach a private file: every prefix the server serves, with the usual path tricks.

export interface TrickTarget {
  label: string;
  /** Relative to DATA_DIR, `/`-separated. */
  storedAt: string;
}

/** Each public prefix and how many folders below DATA_DIR its root is (how many `..` reach DATA_DIR from it). */
const PREFIXES: [prefix: string, depth: number][] = [
  ['/', 1], // SHELL_DIST = DATA_DIR/shell-dist
  ['/assets/', 2],
  ['/media/', 1], // PUBLIC_MEDIA_DIR = DATA_DIR/public-media (and api/public/media)
  ['/remotes/', 1], // RELEASES_DIR = DATA_DIR/releases
  [`/remotes/${REMOTE_PATH}/`, 3],
  ['/config/', 1],
  ['/uploads/', 1],
  ['/api/', 1],
  ['/api/tus/', 1],
  ['/_portal/', 1],
];

/** `..` and `/` as servers have been fooled into reading them: encoded, double-encoded, overlong, backslashed. */
const STEPS: [dots: string, slash: string][] = [
  ['..', '/'],
  ['..', '%2f'],
  ['..', '%2F'],
  ['%2e%2e', '/'],
  ['%2E%2E', '%2F'],
  ['.%2e', '/'],
  ['%2e.', '/'],
  ['..', '\\'],
  ['..', '%5c'],
  ['%2e%2e', '%5c'],
  ['%252e%252e', '%252f'],
  ['%c0%ae%c0%ae', '%c0%af'],
  ['....', '//'],
  ['..', ';/'],
  ['..', '//'],
  ['..%00', '/'],
];

/** Every URL tried for one target. */
export function trickPaths(layout: Layout, target: TrickTarget): string[] {
  const paths = new Set<string>();
  const absolute = join(layout.dataDir, target.storedAt);
  const name = target.storedAt.split('/').pop() ?? '';
  for (const [prefix, depth] of PREFIXES) {
    for (const [dots, slash] of STEPS) {
      const tail = target.storedAt.split('/').join(slash);
      for (const up of new Set([depth, depth + 1, 1])) paths.add(`${prefix}${`${dots}${slash}`.repeat(up)}${tail}`);
    }
    paths.add(`${prefix}${target.storedAt}`);
    paths.add(`${prefix}${name}`);
    paths.add(`${prefix}${absolute}`);
    paths.add(`${prefix}/${absolute}`);
    paths.add(`${prefix}${encodeURIComponent(absolute)}`);
    paths.add(`${prefix}${absolute.split('/').join('\\')}`);
    paths.add(`${prefix}.${absolute}`);
    paths.add(`${prefix}./${target.storedAt}`);
    paths.add(`${prefix}${target.storedAt}%00.png`);
    paths.add(`${prefix}${target.storedAt}?download=1`);
  }
  // The owner route's own shapes, for a caller who is not the owner.
  paths.add(`//uploads/${name}`);
  paths.add(`/uploads//${name}`);
  paths.add(`/uploads/./${name}`);
  paths.add(`/UPLOADS/${name}`);
  paths.add(`/uploads/${name}/`);
  paths.add(`/uploads/${encodeURIComponent(name)}`);
  paths.add(`/uploads/${name.replace('.', '%2e')}`);
  paths.add(`/uploads/x/../${name}`);
  paths.add(`/uploads/%2e%2e/uploads/${name}`);
  paths.add(`/media/../../${target.storedAt}`);
  return [...paths];
}

export interface TrickOptions {
  station: Station;
  layout: Layout;
  parties: [Party, Party];
  targets: TrickTarget[];
  /** What a private file's answer would contain: its bytes, its original name, the database's header. */
  secrets: Secret[];
  ledger: Ledger;
}

/** Runs `work` on every item, at most `width` at a time (the server's static lookups wait on the disk). */
async function inPool<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/**
 * Each URL without a token (as a browser asking for a page, so the shell's fallback is tried too), and with tokens:
 * another user's live one in the header, the owner's revoked one in the cookie. Never the file: any status, but
 * none of its bytes, and never a server error.
 */
export async function trickRound(options: TrickOptions): Promise<void> {
  const { station, layout, parties, targets, secrets, ledger } = options;
  const [first, second] = parties;
  const tries: { path: string; target: TrickTarget; label: string; headers: Record<string, string> }[] = [];
  for (const target of targets) {
    const owner = target.label.startsWith(first.name) ? first : second;
    const other = owner === first ? second : first;
    const askers: { label: string; headers: Record<string, string> }[] = [
      { label: 'no token', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } },
      { label: `${other.name}'s token, ${owner.name}'s revoked cookie`, headers: { accept: '*/*', token: other.token, cookie: `token=${owner.revokedToken}` } },
    ];
    for (const path of trickPaths(layout, target)) for (const asker of askers) tries.push({ path, target, ...asker });
  }
  await inPool(tries, 8, async ({ path, target, label, headers }) => {
    ledger.attempts += 1;
    const where = `public URL ${path} | ${target.label} | ${label}`;
    const answer = await send(station.port, { method: 'GET', path, headers });
    if (answer.status >= 500) ledger.problems.push(`${where}: answered ${answer.status}`);
    const leaks = leaksIn(answer, secrets);
    if (leaks.length > 0) ledger.leaks.push(`${where}: ${answer.status} with ${leaks.join(', ')}`);
  });
}
