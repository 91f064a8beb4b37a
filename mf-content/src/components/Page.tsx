import type { ReactNode } from 'react';
import type { Device } from '@portal/shared/contracts';
import * as styles from './components.module.css';

/** A page of this remote: its one h1 and its parts, laid out for the device. */
export function Page({ title, device, children }: { title: string; device: Device; children: ReactNode }) {
  return (
    <article className={device === 'mobile' ? `${styles.page} ${styles.mobile}` : styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </article>
  );
}
