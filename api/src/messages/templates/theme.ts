import type { CSSProperties } from 'react';

// The mails' look, in one place. Styles are inline (clients drop <style> unevenly); the dark scheme can only be a
// <style> rule, so each themed element also carries a class the dark rules override with !important. No images: a
// blocked or inverted image must never hide a word.

export const colors = {
  page: '#f4efe6',
  card: '#ffffff',
  text: '#1f1b16',
  muted: '#5c5449',
  accent: '#8a4b0f',
  codeBg: '#f7f1e6',
  rule: '#e3d9c8',
} as const;

export const DARK_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
body { margin: 0; padding: 0; -webkit-text-size-adjust: 100%; }
@media (prefers-color-scheme: dark) {
  /* react-email's Body repeats the page colour inline on its own table cell: that cell is overridden too. */
  .m-page, .m-page > table > tbody > tr > td { background-color: #15130f !important; }
  .m-card { background-color: #221f1a !important; }
  .m-text { color: #eee7dc !important; }
  .m-muted { color: #c2b8a8 !important; }
  .m-link { color: #f2b766 !important; }
  .m-code { background-color: #2e2a23 !important; color: #ffffff !important; border-color: #6b5c45 !important; }
  .m-rule { border-color: #4a4236 !important; }
  .m-button { background-color: #f2b766 !important; color: #15130f !important; }
}
`;

const font = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang HK', 'PingFang SC', 'Microsoft JhengHei', 'Microsoft YaHei', 'Noto Sans CJK TC', sans-serif";

export const styles = {
  page: { backgroundColor: colors.page, margin: 0, padding: '16px 0', fontFamily: font },
  card: { backgroundColor: colors.card, width: '100%', maxWidth: '600px', borderRadius: '8px' },
  header: { padding: '20px 24px 0' },
  siteName: { margin: 0, fontSize: '15px', lineHeight: '22px', fontWeight: 700, color: colors.accent, letterSpacing: '0.02em' },
  content: { padding: '8px 24px 16px' },
  heading: { margin: '16px 0 8px', fontSize: '22px', lineHeight: '30px', fontWeight: 700, color: colors.text },
  text: { margin: '0 0 16px', fontSize: '16px', lineHeight: '26px', color: colors.text },
  fact: { margin: '0 0 10px', fontSize: '16px', lineHeight: '24px', color: colors.text, wordBreak: 'break-word' },
  factLabel: { display: 'block', fontSize: '13px', lineHeight: '18px', color: colors.muted },
  mono: { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace", fontSize: '14px', wordBreak: 'break-all' },
  code: {
    display: 'block',
    margin: '8px 0 20px',
    padding: '14px 8px',
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    fontSize: '34px',
    lineHeight: '40px',
    letterSpacing: '8px',
    fontWeight: 700,
    textAlign: 'center',
    color: colors.text,
    backgroundColor: colors.codeBg,
    border: `1px solid ${colors.rule}`,
    borderRadius: '8px',
  },
  button: {
    display: 'inline-block',
    margin: '4px 0 20px',
    padding: '12px 22px',
    fontSize: '16px',
    lineHeight: '22px',
    fontWeight: 700,
    color: '#ffffff',
    backgroundColor: colors.accent,
    borderRadius: '6px',
    textDecoration: 'none',
  },
  link: { color: colors.accent, textDecoration: 'underline', wordBreak: 'break-all' },
  quote: { margin: '0 0 16px', padding: '4px 0 4px 14px', borderLeft: `3px solid ${colors.rule}`, fontSize: '16px', lineHeight: '26px', color: colors.text },
  rule: { margin: '8px 0', border: 'none', borderTop: `1px solid ${colors.rule}` },
  footer: { padding: '0 24px 20px' },
  small: { margin: '0 0 6px', fontSize: '13px', lineHeight: '20px', color: colors.muted },
} satisfies Record<string, CSSProperties>;
