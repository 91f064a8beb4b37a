import type { WindowState } from '@portal/shared/contracts';
import { HTML_LANG, type Language } from '@portal/shared/i18n';

// The contest runs on Hong Kong time: its days are shown as Hong Kong days wherever the visitor is.
const TIME_ZONE = 'Asia/Hong_Kong';

/** An instant as a Hong Kong calendar day in the page's language ("2023年8月15日", "15 Aug 2023"). */
export function formatDay(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium', timeZone: TIME_ZONE }).format(date);
}

/** An instant with its Hong Kong time of day, for the history of a registration. */
export function formatTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const format = { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE } as const;
  return new Intl.DateTimeFormat(HTML_LANG[language], format).format(date);
}

/**
 * A window's first and last day. The server's windows are half-open [from, to): `to` is the midnight after the
 * last day, so the last day is the one just before it.
 */
export function windowDays(window: Pick<WindowState, 'from' | 'to'>, language: Language): { from: string; to: string } {
  const lastMoment = new Date(new Date(window.to).getTime() - 1).toISOString();
  return { from: formatDay(window.from, language), to: formatDay(lastMoment, language) };
}

/** Today in the browser's calendar, yyyy-mm-dd: only to refuse a birth date in the future (the server checks too). */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
