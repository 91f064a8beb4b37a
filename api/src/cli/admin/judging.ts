import type { Command } from 'commander';

// `pnpm admin judging …` (issue 27): one command group that the rounds' commands (judging-rounds.ts) and the
// ranking's (compute, shortlist) each add their verbs to, so program.ts names the group once.

const groups = new WeakMap<Command, Command>();

/** The program's `judging` command, made on first use. */
export function judgingCommand(program: Command): Command {
  let judging = groups.get(program);
  if (!judging) {
    judging = program.command('judging').description("the jury's rounds in the browser: assignments, progress, sheets, rankings and shortlists");
    groups.set(program, judging);
  }
  return judging;
}
