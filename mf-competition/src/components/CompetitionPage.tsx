import type { ReactNode } from 'react';
import type { Device } from '@portal/shared/contracts';
import * as styles from './competition.module.css';

/** The frame of every page of this remote: its one h1, roomy on desktop, one column on a phone. */
export function CompetitionPage({ device, title, children }: { device: Device; title: string; children: ReactNode }) {
  return (
    <section className={device === 'mobile' ? `${styles.page} ${styles.mobile}` : styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </section>
  );
}
