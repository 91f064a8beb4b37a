import { Fragment, type ReactNode } from 'react';
import { Heading, Link, Text } from '@react-email/components';
import type { Language } from '@portal/contracts/languages';
import { colon, safeHref } from './format.js';
import { styles } from './theme.js';

// The pieces the kinds' bodies are made of. Every parameter arrives here as a string child, which React escapes; a
// link's address goes through safeHref, so a `javascript:` address never becomes a link.

/** A title at the top of the message. */
export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" className="m-text" style={styles.heading}>
      {children}
    </Heading>
  );
}

/** A paragraph of plain text; its line breaks are kept. */
export function Para({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <Text className="m-text" style={styles.text}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

/** Text with blank-line paragraphs (a broadcast body). */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .replace(/\r\n?/g, '\n')
        .split(/\n{2,}/)
        .map((block, index) => (
          <Para key={index} text={block} />
        ))}
    </>
  );
}

/**
 * The code, large enough to read and type from a phone. Skipped in the text part, whose sentence already carries it
 * (the wording the plain-text mails always had).
 */
export function CodeBox({ code }: { code: string }) {
  return (
    <Text data-skip-in-text="true" className="m-code" style={styles.code}>
      {code}
    </Text>
  );
}

/**
 * The one action of a mail, as a button. The text part reads it as "label address", unless the address is written out
 * beside it already (`inText={false}`).
 */
export function Action({ url, label, inText = true }: { url: string; label: string; inText?: boolean }) {
  const href = safeHref(url);
  if (!href) return null;
  return (
    <Text style={{ margin: 0 }} {...(inText ? {} : { 'data-skip-in-text': 'true' })}>
      <Link className="m-button" style={styles.button} href={href}>
        {label}
      </Link>
    </Text>
  );
}

/** An address written out, linked when it is a web address. */
export function UrlText({ url }: { url: string }) {
  const href = safeHref(url);
  return (
    <Text className="m-text" style={styles.text}>
      {href ? (
        <Link className="m-link" style={styles.link} href={href}>
          {url}
        </Link>
      ) : (
        url
      )}
    </Text>
  );
}

export interface Fact {
  label: string;
  value: string;
  mono?: boolean;
}

/** Label and value pairs (a receipt), one under the other so a phone never scrolls sideways. */
export function Facts({ facts, lang }: { facts: readonly Fact[]; lang: Language }) {
  return (
    <>
      {facts.map((fact) => (
        <Text key={fact.label} data-line="" className="m-text" style={styles.fact}>
          <span className="m-muted" style={styles.factLabel}>
            {fact.label}
            {colon(lang)}
          </span>
          <span style={fact.mono ? styles.mono : undefined}>{fact.value}</span>
        </Text>
      ))}
    </>
  );
}

/** Someone else's words (an answer's excerpt), set apart. */
export function Quote({ text }: { text: string }) {
  return (
    <Text className="m-text" style={styles.quote}>
      {text}
    </Text>
  );
}
