import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../i18n/translations';
import * as styles from './admin.module.css';

/** A sign-in step's screen: the back office's name, the step's heading, and its form. Until ready, nothing else shows. */
export function SignInCard({ title, intro, wide, children }: { title: string; intro?: string; wide?: boolean; children: ReactNode }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(title);
  return (
    <main className={styles.signIn}>
      <div className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
        <p className={styles.brand}>{t('app.name')}</p>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </main>
  );
}

/** The tab names the screen, in the page's language (the server's title names only the back office). */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const name = t('app.name');
  useEffect(() => {
    document.title = `${title} | ${name}`;
  }, [title, name]);
}
