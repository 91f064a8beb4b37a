import type { ReactNode } from 'react';
import type { Device } from '@portal/shared/contracts';
import * as styles from './account.module.css';

/** The frame of every account page: its one h1, sized for the device. */
export function AccountPage({
  device,
  title,
  narrow = false,
  children,
}: {
  device: Device;
  title: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  const classes = [styles.page, device === 'mobile' ? styles.mobile : '', narrow ? styles.narrow : '']
    .filter(Boolean)
    .join(' ');
  return (
    <section className={classes}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </section>
  );
}
