import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { HTML_LANG, LANGUAGES, type Language } from '@portal/contracts/languages';
import { colon, fill } from './format.js';
import type { SiteContext } from './site.js';
import { DARK_CSS, styles } from './theme.js';

// The frame of every mail: the site's name on top, the message, then who sent it and how to reach the organizers.
// Fluid up to 600 px so a phone shows it without zooming; 16 px text; no images.

const FRAME = {
  zhComplex: {
    contact: '聯絡主辦方',
    phone: '電話',
    email: '電郵',
    address: '地址',
    automatic: '此郵件由{site}自動發送。',
    unsubscribe: '不想再收到這類郵件？取消訂閱',
  },
  zhSimple: {
    contact: '联系主办方',
    phone: '电话',
    email: '邮箱',
    address: '地址',
    automatic: '此邮件由{site}自动发送。',
    unsubscribe: '不想再收到这类邮件？取消订阅',
  },
  en: {
    contact: 'Contact the organizers',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Address',
    automatic: 'This message was sent automatically by the {site}.',
    unsubscribe: 'Unsubscribe from these messages',
  },
} as const satisfies Record<Language, Record<string, string>>;

export interface LayoutProps {
  lang: Language;
  site: SiteContext;
  subject: string;
  /** The line an inbox shows beside the subject. */
  preview: string;
  /** Shown for non-essential mail only; render.ts decides. */
  unsubscribeUrl?: string | undefined;
  /** The staff invitation: nobody knows the invitee's language, so the site's name is given in all three. */
  everyLanguage?: boolean;
  children: ReactNode;
}

export function Layout({ lang, site, subject, preview, unsubscribeUrl, everyLanguage, children }: LayoutProps) {
  const words = FRAME[lang];
  const names = everyLanguage ? LANGUAGES.map((l) => site.name[l]) : [site.name[lang]];
  const address = site.address[lang];
  return (
    <Html lang={HTML_LANG[lang]} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{subject}</title>
        {/* A constant of ours, never a parameter: the only markup not escaped by React. */}
        <style dangerouslySetInnerHTML={{ __html: DARK_CSS }} />
      </Head>
      <Preview>{preview}</Preview>
      <Body className="m-page" style={styles.page}>
        <Container className="m-card" style={styles.card}>
          <Section style={styles.header}>
            {names.map((name) => (
              <Text key={name} className="m-link" style={styles.siteName}>
                {name}
              </Text>
            ))}
          </Section>
          <Section style={styles.content}>{children}</Section>
          <Section style={styles.footer}>
            <Hr className="m-rule" style={styles.rule} />
            <Text className="m-muted" style={{ ...styles.small, fontWeight: 700 }}>
              {words.contact}
            </Text>
            {site.phone ? (
              <Text data-line="" className="m-muted" style={styles.small}>
                {words.phone}
                {colon(lang)}<Link data-plain="" className="m-link" style={styles.link} href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</Link>
              </Text>
            ) : null}
            {site.email ? (
              <Text data-line="" className="m-muted" style={styles.small}>
                {words.email}
                {colon(lang)}<Link data-plain="" className="m-link" style={styles.link} href={`mailto:${site.email}`}>{site.email}</Link>
              </Text>
            ) : null}
            {address ? (
              <Text data-line="" className="m-muted" style={styles.small}>
                {words.address}
                {colon(lang)}{address}
              </Text>
            ) : null}
            <Text data-line="" className="m-muted" style={styles.small}>
              {fill(words.automatic, { site: site.name[lang] })}
            </Text>
            {unsubscribeUrl ? (
              <Text data-line="" className="m-muted" style={styles.small}>
                <Link className="m-link" style={styles.link} href={unsubscribeUrl}>
                  {words.unsubscribe}
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
