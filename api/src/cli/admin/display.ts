import { readFile } from 'node:fs/promises';
import { Option, type Command } from 'commander';
import { DISPLAY_COLLECTIONS, type DisplayCollection } from '@portal/contracts/admin-display';
import { readCollection, readOverview } from '../../display/read.js';
import { displayError } from '../../display/refusals.js';
import { saveDisplayCollection, type DisplayEnv } from '../../display/save.js';
import { CommandError } from '../command-line.js';
import type { AdminContext } from './context.js';

// `pnpm admin display list|export <collection>|import <collection> <file.json>`: the display collections (issue 25
// point 3) for operators and scripts. `export` prints what `import` takes — {version, items} — so a collection can be
// edited as a file and saved back against the version it was exported at; the import is the back office's save
// (display/save.ts): the same checks and refusals (in English), audited `display.save` as the command line's actor.

type Action = (ctx: AdminContext) => Promise<void>;

const line = (ctx: AdminContext, text = '') => ctx.io.stdout.write(`${text}\n`);
const env = (ctx: AdminContext): DisplayEnv => ({ db: ctx.db, prerenderDir: ctx.config.prerenderDir, clock: ctx.season, season: ctx.season });

async function readBody(file: string): Promise<{ version: number; items: unknown[] }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new CommandError(`${file} is not a JSON file: ${(error as Error).message}`);
  }
  const body = parsed as { version?: unknown; items?: unknown };
  if (typeof body !== 'object' || body === null || !Number.isInteger(body.version) || !Array.isArray(body.items)) {
    throw new CommandError(`${file} is not {version, items} (pnpm admin display export shows the form)`);
  }
  return { version: body.version as number, items: body.items as unknown[] };
}

export function addDisplayCommands(program: Command, setAction: (action: Action) => void): void {
  const display = program.command('display').description('the display data: banners, intro, prizes, topics, judges, partners, galleries, past winners, live stream, timeline (the season calendar: running servers take an import within 5 s)');
  display
    .command('list')
    .description('every collection with its version, item count and last save')
    .action(() =>
      setAction(async (ctx) => {
        line(ctx, ['collection', 'version', 'items', 'saved at'].join('\t'));
        for (const state of await readOverview(ctx.db, ctx.season)) line(ctx, [state.collection, state.version, state.count, state.updatedAt ?? '—'].join('\t'));
      }),
    );
  display
    .command('export')
    .description('print a collection as JSON {version, items}, what import takes')
    .argument('<collection>', DISPLAY_COLLECTIONS.join(' | '))
    .action((name: string) =>
      setAction(async (ctx) => {
        if (!(DISPLAY_COLLECTIONS as string[]).includes(name)) throw new CommandError(`no display collection ${name} (${DISPLAY_COLLECTIONS.join(', ')})`);
        const { version, items } = await readCollection(ctx.db, name as DisplayCollection, ctx.season);
        line(ctx, JSON.stringify({ version, items }, null, 2));
      }),
    );
  display
    .command('import')
    .description('save a collection whole from a JSON file {version, items}, against that version')
    .argument('<collection>', DISPLAY_COLLECTIONS.join(' | '))
    .argument('<file>', 'a JSON file as export prints it')
    .addOption(new Option('--by <name>', 'who acts, for the audit log (default: your login name)'))
    .action((name: string, file: string, options: { by?: string }) =>
      setAction(async (ctx) => {
        const body = await readBody(file);
        const result = await saveDisplayCollection(env(ctx), name, body, ctx.acting(options.by).actor);
        if (!result.ok) throw new CommandError(`${name}: ${displayError(name, result.refusal).localized('en')}; nothing changed`);
        line(ctx, `${name} saved: ${result.stored.count} item(s), version ${result.stored.version}`);
      }),
    );
}
