import { HTML_LANG, type Language } from '@portal/shared/i18n';

// How the back office writes instants, sizes and lengths: in the season's time zone (Hong Kong) whatever the
// browser's, and in the page's language.

export const TIME_ZONE = 'Asia/Hong_Kong';

/** `2026-11-02T02:00:00Z` → `2026/11/02 10:00:00` (zh) or `02/11/2026, 10:00:00` (en), Hong Kong time. */
export function formatInstant(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium', timeStyle: 'medium', hourCycle: 'h23', timeZone: TIME_ZONE }).format(date);
}

/** The same to the minute, for lists and windows (seconds only matter in the log and histories). */
export function formatMinute(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: TIME_ZONE }).format(date);
}

/** A Hong Kong calendar day (yyyy-mm-dd) as the language writes it. */
export function formatDay(day: string, language: Language): string {
  const date = new Date(`${day}T12:00:00+08:00`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium', timeZone: TIME_ZONE }).format(date);
}

export function formatBytes(bytes: number, language: Language): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(HTML_LANG[language], { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number} ${units[unit]}`;
}

/** Seconds as m:ss or h:mm:ss. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** `2024-02-10T10:00` typed in a datetime-local box, as the Hong Kong instant the server takes (`…:00+08:00`). */
export function hongKongInstant(local: string): string {
  return `${local.length === 16 ? `${local}:00` : local}+08:00`;
}

/** An instant as a datetime-local box's value in Hong Kong time (`2026-12-01T10:00`), or '' when it is not one. */
export function hongKongLocal(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // Hong Kong has kept UTC+8 all year since 1979: no daylight saving to look up.
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
}
