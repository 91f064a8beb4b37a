import { randomBytes } from 'node:crypto';
import pg from 'pg';

// A PostgreSQL database of the crash run's own on the throw-away server scripts/with-postgres.sh started (the jest
// test uses test/helper.ts's createTestDatabase, which cannot be imported outside jest).

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createCrashDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // FORCE ends the connections a killed server left open (PostgreSQL 13+).
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}
