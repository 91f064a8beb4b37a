// The suite's tally: every request tried, and what went wrong, each with enough to find it again.

export class Ledger {
  attempts = 0;
  /** Owner controls that answered as the owner should (2xx, and the owner's data where expected). */
  controls = 0;
  /** Staff routes: attempts the table says must be refused, and attempts by callers it says the server lets through. */
  staffRefused = 0;
  staffAllowed = 0;
  readonly leaks: string[] = [];
  readonly changes: string[] = [];
  /** Wrong refusals (status, envelope), server errors, controls that failed. */
  readonly problems: string[] = [];

  summary(): string {
    const staff = this.staffRefused + this.staffAllowed > 0 ? `; staff routes: ${this.staffRefused} refused as they must be, ${this.staffAllowed} by allowed callers` : '';
    return `access control: ${this.attempts} attempts, ${this.leaks.length} leaks, ${this.changes.length} changes, ${this.problems.length} other problems (${this.controls} owner controls passed${staff})`;
  }
}
