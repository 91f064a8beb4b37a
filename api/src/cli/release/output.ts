import type { ReleaseContext } from './context.js';

/** What every command that changes a release takes: why, and who (default: the login name). */
export interface ChangeOptions {
  reason?: string;
  by?: string;
}

export const line = (ctx: Pick<ReleaseContext, 'io'>, text = '') => ctx.io.stdout.write(`${text}\n`);

/** Rows as columns padded to their widest cell, two spaces apart: read by people in a terminal. */
export function formatTable(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ').trimEnd());
}

/** `8 of 40 (20.0%)`, or `—` before any load. */
export function failureRate(loads: number, failures: number): string {
  return loads === 0 ? '—' : `${failures} of ${loads} (${((failures / loads) * 100).toFixed(1)}%)`;
}
