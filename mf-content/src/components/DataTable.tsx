import type { ReactNode } from 'react';
import * as styles from './components.module.css';

interface DataTableProps {
  /** What the table is, for the scroll region screen readers and keyboards reach (e.g. its group's title). */
  label: string;
  columns: readonly string[];
  children: ReactNode;
}

/**
 * A table with column headings that scrolls sideways on a narrow screen instead of squeezing its cells. The scroll area
 * is a named region in the tab order, so a keyboard can scroll it too (WCAG 2.1.1; axe: scrollable-region-focusable).
 */
export function DataTable({ label, columns, children }: DataTableProps) {
  return (
    <div className={styles.tableScroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
