import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';

// What a build was made from, read from the repository with git (read-only commands only): the commit, whether the
// working tree had changes that go into a build, and the lockfile at that commit.

/** A git command failed or git says the repository, path or commit is not what was asked. */
export class SourceError extends Error {}

/**
 * The paths a remote's build reads from the repository: its own folder, @portal/shared (the build config and shared
 * code), @portal/contracts (which shared's code imports) and the workspace's install inputs. A change anywhere else (the API, another remote, the docs) cannot change
 * the remote's bytes, so it does not make a publish dirty.
 */
export function buildInputs(remote: string): string[] {
  return [remote, 'shared', 'contracts', 'package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', '.npmrc', 'tsconfig.base.json'];
}

const GIT_TIMEOUT_MS = 60_000;

function git(repo: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile('git', ['-C', repo, ...args], { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024, timeout: GIT_TIMEOUT_MS }, (error, stdout, stderr) => {
      if (error) reject(new SourceError(`git ${args[0]} in ${repo} failed: ${stderr.toString('utf8').trim() || error.message}`));
      else resolve(stdout);
    });
  });
}

/** The full id of `ref` (a sha, HEAD, a tag) as a commit of `repo`; SourceError if it names none. */
export async function resolveCommit(repo: string, ref: string): Promise<string> {
  // `--end-of-options` so a ref like `--output=x` is never read as an option.
  const out = await git(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]).catch(() => {
    throw new SourceError(`"${ref}" is not a commit of the repository at ${repo} (fetch it first)`);
  });
  return out.toString('utf8').trim();
}

/** The commit checked out in `repo`. */
export async function headCommit(repo: string): Promise<string> {
  return resolveCommit(repo, 'HEAD').catch(() => {
    throw new SourceError(`${repo} is not a git checkout with a commit: publish from a clone of the repository, or publish a folder built elsewhere with --from <dir> --commit <sha>`);
  });
}

/**
 * Files among the remote's build inputs that differ from HEAD in the working tree or the index, or are untracked
 * (and not ignored): what a build would take that the commit does not hold.
 */
export async function changedBuildInputs(repo: string, remote: string): Promise<string[]> {
  const out = await git(repo, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...buildInputs(remote)]);
  const entries = out.toString('utf8').split('\0').filter(Boolean);
  const paths: string[] = [];
  for (let i = 0; i < entries.length; i += 1) {
    const entry = entries[i] as string;
    paths.push(entry.slice(3));
    // A rename or copy is followed by its source path, as its own NUL-terminated field.
    if (entry[0] === 'R' || entry[0] === 'C') i += 1;
  }
  return paths;
}

/** SHA-256 (hex) of the bytes of `path` at `commit`. */
export async function fileSha256At(repo: string, commit: string, path: string): Promise<string> {
  const bytes = await git(repo, ['show', `${commit}:${path}`]).catch(() => {
    throw new SourceError(`commit ${commit} has no ${path}`);
  });
  return createHash('sha256').update(bytes).digest('hex');
}
