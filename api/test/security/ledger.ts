// The suite's tally: every request tried, and what went wrong, each with enough to find it again.

export class Ledger {
  attempts = 0;
  /** Owner controls that answered as the owner should (2xx, and the owner's data where expected). */
  controls = 0;
  readonly leaks: string[] = [];
  readonly changes: string[] = [];
  /** Wrong refusals (status, envelope), server errors, controls that failed. */
  readonly problems: string[] = [];

  summary(): string {
    return `access control: ${this.attempts} attempts, ${this.leaks.length} leaks, ${this.changes.length} changes, ${this.problems.length} other problems (${this.controls} owner controls passed)`;
  }
}
