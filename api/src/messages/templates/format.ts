import type { Language } from '@portal/contracts/languages';

// How a mail writes instants, sizes and lengths. The portal's times are Hong Kong's (SPEC: the season runs there), and
// a reader abroad must not guess the zone, so every instant names it.

const HK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Hong_Kong',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** An ISO instant in Hong Kong time, with the zone named; a string that is no instant is shown as it is. */
export function hongKongTime(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) => HK.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  const [year, month, day, time] = [part('year'), Number(part('month')), Number(part('day')), `${part('hour')}:${part('minute')}`];
  if (lang === 'en') return `${day} ${EN_MONTHS[month - 1] ?? month} ${year}, ${time} Hong Kong time (UTC+8)`;
  return `${year}年${month}月${day}日 ${time}（${lang === 'zhComplex' ? '香港時間' : '香港时间'}）`;
}

const UNITS = ['KB', 'MB', 'GB', 'TB'];
const BYTES_WORD: Record<Language, string> = { zhComplex: '位元組', zhSimple: '字节', en: 'bytes' };

/**
 * A size as a person reads it and the exact bytes, which is what a team compares with its own file. Units of 1024, as
 * the works limit (2 GB, contracts/src/works.ts) is written.
 */
export function fileSize(bytes: number, lang: Language): string {
  const exact = `${bytes.toLocaleString('en-US')} ${BYTES_WORD[lang]}`;
  if (bytes < 1024) return exact;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
  return `${shown} ${UNITS[unit]} (${exact})`;
}

/** A film's length as m:ss (minutes may pass 59: a 75-minute film is 75:00). */
export function filmLength(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Fills `{name}` placeholders; a missing one stays visible rather than vanishing. */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Only web links become links: anything else (javascript:, data:) is shown as text, never made clickable. */
export function safeHref(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** A label's colon: full width in Chinese. */
export function colon(lang: Language): string {
  return lang === 'en' ? ': ' : '：';
}
