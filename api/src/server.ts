import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { migrateToLatest } from './db/migrate.js';
import { runSeeds } from './db/seed/index.js';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // No logger exists yet; a plain line is the clearest thing an operator can get.
    process.stderr.write(`Invalid configuration: ${error.message}\n`);
    process.exit(1);
  }
}

const config = readConfig();
const app = buildApp(config);

// SIGINT/SIGTERM: stop accepting, finish in-flight requests, close the database, exit 0.
// A second signal or a 10 s overrun exits 1.
let closing = false;
closeWithGrace(
  { delay: 10_000, logger: { error: (message) => app.log.error(message) } },
  async ({ signal, err }) => {
    closing = true;
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  },
);

try {
  await app.ready();
  const migrations = await migrateToLatest(app.db);
  // The sample media's files go where /media/ serves them.
  const seeds = await runSeeds(app.db, undefined, { publicMediaDir: config.publicMediaDir, sampleMediaCache: config.sampleMediaCache });
  app.log.info({ database: app.dbDialect, migrations, seeds }, 'database ready');
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  // A stop asked for during start-up (an orchestrator replacing an instance) closes the app under the start-up
  // steps, which then fail: that is the asked-for stop, and closeWithGrace exits 0 once the close is done.
  if (!closing) {
    app.log.error({ err }, 'startup failed');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}
