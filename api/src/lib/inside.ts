import { isAbsolute, relative, sep } from 'node:path';

/** Whether `path` lies strictly below the folder `dir` (both absolute; no `..` escape, not the folder itself). */
export function isInside(dir: string, path: string): boolean {
  const rest = relative(dir, path);
  return rest !== '' && rest !== '..' && !rest.startsWith(`..${sep}`) && !isAbsolute(rest);
}
