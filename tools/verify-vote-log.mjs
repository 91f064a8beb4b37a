#!/usr/bin/env node
// Verifies the public vote log of the desert award (docs/adr/0014, annulments docs/adr/0049) with nothing but Node
// (18 or later): no package, no network. Anyone may copy this one file and run it on the published log.
//
//   curl -s https://<site>/api/v1.work/voteLog > votes.jsonl
//   node verify-vote-log.mjs votes.jsonl [expected head hash]
//
// Each line is one chain entry, in seq order (1, 2, 3 …), each holding the hash of the one before it (64 zeros for
// the first):
//   a vote       {kind:'vote', seq, prevHash, season, finalistId, contactHash, createdAt, hash, voteId}
//                hash = sha256(seq|prevHash|season|finalistId|contactHash|createdAt)
//   an annulment {kind:'annulment', seq, prevHash, season, annulledSeq, reason, createdAt, hash}
//                hash = sha256(seq|prevHash|season|annul|annulledSeq|reason|createdAt)
// (UTF-8, joined by '|', no newline; a line without `kind` is a vote, as logs published before annulments existed.)
// An annulment must name an earlier vote that no annulment named before; an annulled vote stays in the chain and is
// no longer counted. The expected head hash is the one `voteCount` showed during the vote: the log must end in it.
//
// Exit 0: prints the head, then the votes counted per film (votes minus annulled ones).
// Exit 1: "broken at seq N: why" — the first entry that does not fit. Exit 2: the file cannot be read.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

const GENESIS = '0'.repeat(64);
const REASONS = new Set(['burst', 'duplicate', 'fraud', 'other']);
const HEX64 = /^[0-9a-f]{64}$/;

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
const isCount = (value) => Number.isSafeInteger(value) && value >= 1;

/** Returns why the entry does not fit after `state`, or null; updates nothing. */
function problemOf(entry, state) {
  const expected = state.seq + 1;
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return 'the line is not a JSON object';
  if (entry.seq !== expected) return `expected seq ${expected}, found ${JSON.stringify(entry.seq)} (an entry is missing, inserted or out of order)`;
  if (typeof entry.season !== 'string' || (state.season !== null && entry.season !== state.season)) return `the entry names season ${JSON.stringify(entry.season)}, not ${state.season}`;
  if (entry.prevHash !== state.hash) return "prevHash is not the previous entry's hash";
  if (typeof entry.createdAt !== 'string' || typeof entry.hash !== 'string' || !HEX64.test(entry.hash)) return 'createdAt or hash is missing';
  const kind = entry.kind ?? 'vote';
  if (kind === 'vote') {
    if (!isCount(entry.finalistId) || typeof entry.contactHash !== 'string') return 'a vote needs a finalistId and a contactHash';
    if (sha256([entry.seq, entry.prevHash, entry.season, entry.finalistId, entry.contactHash, entry.createdAt].join('|')) !== entry.hash) return 'the vote does not hash to its hash (it was changed)';
    return null;
  }
  if (kind === 'annulment') {
    if (!isCount(entry.annulledSeq) || !REASONS.has(entry.reason)) return 'an annulment needs an annulledSeq and a reason (burst, duplicate, fraud or other)';
    if (sha256([entry.seq, entry.prevHash, entry.season, 'annul', entry.annulledSeq, entry.reason, entry.createdAt].join('|')) !== entry.hash) return 'the annulment does not hash to its hash (it was changed)';
    const target = state.entries.get(entry.annulledSeq);
    if (target === undefined) return `it annuls seq ${entry.annulledSeq}, which is not an earlier entry`;
    if (target === 'annulment') return `it annuls seq ${entry.annulledSeq}, which is an annulment`;
    if (target === 'annulled') return `it annuls seq ${entry.annulledSeq}, which was annulled before`;
    return null;
  }
  return `unknown kind ${JSON.stringify(kind)}`;
}

async function main(argv) {
  const [file, expectedHead] = argv;
  if (!file || argv.length > 2 || (expectedHead !== undefined && !HEX64.test(expectedHead))) {
    process.stderr.write('usage: node verify-vote-log.mjs votes.jsonl [expected head hash (64 hex digits)]\n');
    return 2;
  }
  // By seq: a vote's finalist id, 'annulment', or 'annulled' once a vote is annulled.
  const state = { seq: 0, hash: GENESIS, season: null, entries: new Map() };
  const counts = new Map();
  let votes = 0;
  let annulled = 0;
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  try {
    for await (const text of lines) {
      if (text.trim() === '') continue;
      let entry;
      try {
        entry = JSON.parse(text);
      } catch {
        entry = undefined;
      }
      const problem = entry === undefined ? 'the line is not JSON' : problemOf(entry, state);
      if (problem) {
        process.stdout.write(`broken at seq ${state.seq + 1}: ${problem}\n`);
        return 1;
      }
      state.seq = entry.seq;
      state.hash = entry.hash;
      state.season = entry.season;
      if ((entry.kind ?? 'vote') === 'vote') {
        state.entries.set(entry.seq, entry.finalistId);
        counts.set(entry.finalistId, (counts.get(entry.finalistId) ?? 0) + 1);
        votes += 1;
      } else {
        const film = state.entries.get(entry.annulledSeq);
        counts.set(film, counts.get(film) - 1);
        state.entries.set(entry.annulledSeq, 'annulled');
        state.entries.set(entry.seq, 'annulment');
        annulled += 1;
      }
    }
  } catch (error) {
    process.stderr.write(`cannot read ${file}: ${error.message}\n`);
    return 2;
  }
  if (expectedHead !== undefined && expectedHead !== state.hash) {
    process.stdout.write(`broken at seq ${state.seq}: the log ends in ${state.hash}, not in the expected head ${expectedHead}\n`);
    return 1;
  }
  process.stdout.write(`head seq ${state.seq} ${state.hash}\n`);
  process.stdout.write(`season ${state.season ?? '-'}: ${votes - annulled} votes counted (${votes} cast, ${annulled} annulled)\n`);
  for (const [film, n] of [...counts.entries()].sort((a, b) => a[0] - b[0])) process.stdout.write(`finalist ${film}: ${n}\n`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
