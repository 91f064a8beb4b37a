import { Command, CommanderError } from 'commander';
import { ConfigError } from '../config.js';

// What `pnpm admin` and `pnpm release` share: how a command line is parsed, run against an opened context and
// turned into an exit code (0 done, 1 refused or failed with a message, 2 usage).

/** Where a command writes: the real process streams, or a test's buffers. */
export interface CommandIo {
  env: Record<string, string | undefined>;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/** A usage or state problem the organizer can fix: printed, exit code 1. */
export class CommandError extends Error {}

/** Who acts, for a history: --by, else the login name. */
export function actorName(by: string | undefined, env: CommandIo['env']): string {
  return by?.trim() || env.USER || env.LOGNAME || 'organizer';
}

/** A commander program that writes to `io` and reports usage errors instead of exiting. */
export function createProgram(name: string, description: string, io: CommandIo): Command {
  return new Command(name)
    .description(description)
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) });
}

export interface RunOptions<C> {
  program: Command;
  argv: string[];
  io: CommandIo;
  /** The action the parsed command chose (commander's callbacks set it), if any. */
  chosen: () => ((ctx: C) => Promise<void>) | undefined;
  open: () => Promise<C & { close(): Promise<void> }>;
  /** Errors whose message alone is the answer (besides CommandError and ConfigError). */
  expected?: (error: unknown) => boolean;
}

export async function runProgram<C>({ program, argv, io, chosen, open, expected }: RunOptions<C>): Promise<number> {
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    throw error;
  }
  const action = chosen();
  if (!action) {
    io.stderr.write(program.helpInformation());
    return 2;
  }
  let ctx: (C & { close(): Promise<void> }) | undefined;
  try {
    ctx = await open();
    await action(ctx);
    return 0;
  } catch (error) {
    if (error instanceof CommandError || error instanceof ConfigError || expected?.(error)) {
      io.stderr.write(`${(error as Error).message}\n`);
      return 1;
    }
    io.stderr.write(`${program.name()} failed: ${String(error)}\n`);
    return 1;
  } finally {
    await ctx?.close();
  }
}
