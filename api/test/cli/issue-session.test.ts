import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { App } from '../../src/app.js';
import { runIssueSession } from '../../src/cli/issue-session-command.js';
import { createTestDatabase, startSeededApp, type TestDatabase } from '../helper.js';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.drop();
});

/** The environment the server would read: DATA_DIR for SQLite (the helper's file name), or DATABASE_URL. */
function serverEnv(): Record<string, string> {
  return testDb.database.kind === 'postgres' ? { DATABASE_URL: testDb.database.url } : { DATA_DIR: testDb.dir };
}

async function run(argv: string[], env: Record<string, string> = serverEnv()) {
  let stdout = '';
  let stderr = '';
  const code = await runIssueSession(argv, {
    env,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

describe('issue-session CLI', () => {
  it('migrates a fresh database, prints only a token, and the API accepts it', async () => {
    const result = await run(['--email', 'demo@example.org', '--team', 'Demo Team']);
    expect(result).toEqual({ code: 0, stdout: expect.stringMatching(/^[A-Za-z0-9_-]{43}\n$/), stderr: '' });

    const app: App = await startSeededApp(testDb);
    try {
      const articleId = (await app.db.selectFrom('articles').select('id').executeTakeFirstOrThrow()).id;
      const res = await app.inject({
        method: 'POST',
        url: '/api/comment/add',
        headers: { token: result.stdout.trim() },
        payload: { articleId, content: 'from the CLI' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 1, data: { author: 'Demo Team', content: 'from the CLI' } });
    } finally {
      await app.close();
    }
  });

  it('reuses the user for the same e-mail and issues a new token each time', async () => {
    const first = await run(['--email', 'again@example.org']);
    const second = await run(['--email', 'AGAIN@example.org', '--team', 'Named Later']);
    expect([first.code, second.code]).toEqual([0, 0]);
    expect(first.stdout).not.toBe(second.stdout);
  });

  it.each([
    ['no arguments', []],
    ['a missing e-mail value', ['--email']],
    ['an invalid e-mail', ['--email', 'not-an-email']],
    ['an unknown option', ['--email', 'a@b.co', '--admin']],
    ['a positional argument', ['a@b.co']],
  ])('exits 2 with usage on stderr for %s, printing nothing on stdout', async (_label, argv) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('usage: issue-session --email');
  });

  it('exits 1 on a bad configuration', async () => {
    const result = await run(['--email', 'a@b.co'], { DATABASE_URL: 'mysql://nope' });
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toMatch(/^Invalid configuration: DATABASE_URL/);
  });
});
