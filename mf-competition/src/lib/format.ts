import { HTML_LANG, type Language } from '@portal/shared/i18n';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size in the units people read (1024 steps, one decimal at most): "2 GB", "1.5 MB", "820 B". */
export function formatBytes(bytes: number, language: Language): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(HTML_LANG[language], { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number} ${UNITS[unit]}`;
}

/** A length of time as a clock: "1:05" (m:ss), "1:02:03" past an hour. Films and time left are shown this way. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}
