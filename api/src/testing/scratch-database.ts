import { randomBytes } from 'node:crypto';
import pg from 'pg';

// A uniquely named PostgreSQL database on a throw-away server (scripts/with-postgres.sh starts one and sets
// TEST_PG_ADMIN_URL), dropped when its user is done: each test file of the API's suite, `pnpm crash` and `pnpm bench:vote`
// get one of their own, so runs side by side never share tables.

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  /** The new database's URL (the admin URL with its name). */
  url: string;
  /** Drops it, ending the connections a killed server or a failed test left open (FORCE, PostgreSQL 13+). */
  drop(): Promise<void>;
}

/** `prefix` names what it is for (`portal_test`, `portal_crash`); the process id and random bytes make it unique. */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}
