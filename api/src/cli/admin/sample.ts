import { Option, type Command } from 'commander';
import type { SampleCounts } from '@portal/contracts/admin-sample';
import { recaptureEnabled, siteRecapturer } from '../../prerender/plugin.js';
import { registerRecapturer } from '../../prerender/public-content.js';
import { removeSample } from '../../sample/remove.js';
import type { AdminContext } from './context.js';

// `pnpm admin sample remove [--dry-run]` (issue 25 point 7): the feature function the organizer's
// POST /api/admin/sample/remove calls, as the `cli` actor. With --dry-run it prints what would go and changes nothing.
// The pages that showed the sample are captured again before the command ends (as the server does in the background)
// when the site is built; otherwise they render live until a server or `pnpm prerender` captures them.

type Action = (ctx: AdminContext) => Promise<void>;

const line = (ctx: AdminContext, text = '') => ctx.io.stdout.write(`${text}\n`);

const LABELS: Record<keyof SampleCounts, string> = {
  articles: 'public article rows (one per language)',
  editorArticles: "editor's articles",
  comments: 'comments on them',
  judges: 'judges',
  finalists: 'finalists',
  winners: 'winners',
  partners: 'partners',
  gallery: 'gallery photos',
  banners: "home page slides showing a sample image",
  media: 'library images only the sample used',
  keptFinalists: 'kept: sample finalists with votes or scores',
  keptMedia: 'kept: sample images used by content that stays',
};

function printCounts(ctx: AdminContext, counts: SampleCounts): void {
  const width = Math.max(...Object.values(LABELS).map((label) => label.length));
  for (const [key, label] of Object.entries(LABELS)) line(ctx, `  ${label.padEnd(width)}  ${counts[key as keyof SampleCounts]}`);
}

async function removeCommand(ctx: AdminContext, options: { dryRun?: boolean; by?: string }): Promise<void> {
  const env = { db: ctx.db, publicMediaDir: ctx.config.publicMediaDir, prerenderDir: ctx.config.prerenderDir };
  const recapturer = !options.dryRun && recaptureEnabled(ctx.config) ? siteRecapturer(ctx.config, { info: () => undefined, warn: (_detail, message) => line(ctx, `warning: ${message}`) }) : null;
  const forget = recapturer ? registerRecapturer(ctx.config.prerenderDir, recapturer) : () => undefined;
  try {
    const counts = await removeSample(env, ctx.acting(options.by).actor, { dryRun: options.dryRun === true });
    line(ctx, options.dryRun ? 'would remove (nothing changed):' : 'removed:');
    printCounts(ctx, counts);
    if (recapturer) {
      line(ctx, 'capturing the changed pages again…');
      recapturer.flush();
      await recapturer.idle();
    }
  } finally {
    forget();
    await recapturer?.close();
  }
}

export function addSampleCommands(program: Command, setAction: (action: Action) => void): void {
  const sample = program.command('sample').description('the sample content that makes `npm start` a full demo site');
  sample
    .command('remove')
    .description('remove every sample record (articles, judges, finalists, winners, partners, gallery) and the library images only they used')
    .addOption(new Option('--dry-run', 'print what would be removed, per kind; change nothing'))
    .option('--by <name>', 'who removes it, for the record (default: your login name)')
    .action((options: { dryRun?: boolean; by?: string }) => setAction((ctx) => removeCommand(ctx, options)));
}
