import type { Kysely } from 'kysely';
import type { BeaconBody } from '@portal/contracts/release';
import { recordAudit } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import { HEALTH_GATE_ACTOR } from './remotes.js';

// The health gate (docs/adr/0017): the shell reports each load of a remote with its version and outcome; when the
// candidate's failures reach the threshold over enough loads, the candidate goes back to 0% by itself. Counters
// are per (remote, version) only: nothing about the visitor is kept.

export interface GateThresholds {
  /** Loads (all outcomes) of the candidate before the gate may act. */
  minLoads: number;
  /** (failedToLoad + threw) / loads at or above which it acts, 0–1. */
  failureRate: number;
}

/** One load of a remote as the shell reports it (the contract's BeaconBody). */
export type { BeaconBody as Beacon };

export interface HealthFigures {
  loads: number;
  failures: number;
}

export type BeaconResult =
  | { counted: false }
  | { counted: true; rolledBack: (HealthFigures & { reason: string }) | null };

const column = { loaded: 'loaded', failedToLoad: 'failed_to_load', threw: 'threw' } as const;

/** Counts a beacon of a published version; rolls its remote's candidate back when it is the one failing. */
export async function recordBeacon(db: Kysely<Database>, beacon: BeaconBody, gate: GateThresholds, at: string): Promise<BeaconResult> {
  const { remote, version, outcome } = beacon;
  const published = await db
    .selectFrom('release_versions as v')
    .leftJoin('release_state as s', 's.remote', 'v.remote')
    .select(['s.candidate_version', 's.percent'])
    .where('v.remote', '=', remote)
    .where('v.version', '=', version)
    .executeTakeFirst();
  if (!published) return { counted: false };
  const bumped = column[outcome];
  const counts = await db
    .insertInto('release_health')
    .values({ remote, version, loaded: 0, failed_to_load: 0, threw: 0, since: at, [bumped]: 1 })
    .onConflict((conflict) => conflict.columns(['remote', 'version']).doUpdateSet((eb) => ({ [bumped]: eb(`release_health.${bumped}`, '+', 1) })))
    .returning(['loaded', 'failed_to_load', 'threw'])
    .executeTakeFirstOrThrow();
  // Only the candidate being served is judged: a stable version's failures never roll anything back.
  if (published.candidate_version !== version || !published.percent) return { counted: true, rolledBack: null };
  const figures = { loads: counts.loaded + counts.failed_to_load + counts.threw, failures: counts.failed_to_load + counts.threw };
  if (figures.loads < gate.minLoads || figures.failures / figures.loads < gate.failureRate) return { counted: true, rolledBack: null };
  return { counted: true, rolledBack: await gateRollback(db, beacon, figures, gate, at) };
}

/**
 * Sets the candidate's share to 0 in one conditional transaction: of many beacons crossing the threshold at once,
 * exactly one finds the candidate still served and writes the history row (PostgreSQL re-checks the condition
 * after the row lock; SQLite runs writers one at a time).
 */
async function gateRollback(db: Kysely<Database>, beacon: BeaconBody, figures: HealthFigures, gate: GateThresholds, at: string) {
  const rate = figures.failures / figures.loads;
  const reason = `${figures.failures} of ${figures.loads} loads failed (${(rate * 100).toFixed(1)}%, threshold ${(gate.failureRate * 100).toFixed(1)}% over at least ${gate.minLoads} loads)`;
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('release_state')
      .set((eb) => ({ percent: 0, window_from: null, window_to: null, revision: eb('revision', '+', 1), updated_at: at }))
      .where('remote', '=', beacon.remote)
      .where('candidate_version', '=', beacon.version)
      .where('percent', '>', 0)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) return null;
    await trx
      .insertInto('release_history')
      .values({ remote: beacon.remote, action: 'gate', version: beacon.version, percent: 0, window_from: null, window_to: null, reason, actor: HEALTH_GATE_ACTOR, at })
      .execute();
    // A release change like any other: the server's own, in the log too.
    await recordAudit(trx, { kind: 'system', name: HEALTH_GATE_ACTOR }, {
      action: 'release.gate',
      target: `remote:${beacon.remote}`,
      detail: { version: beacon.version, percent: 0, loads: figures.loads, failures: figures.failures },
    });
    return { ...figures, reason };
  });
}
