import { HTML_LANG, type Language } from '@portal/shared/i18n';

/** An ISO date or time as a date in the page's language ("2024年4月1日", "1 Apr 2024"). */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // Dates of the schedule are plain days: read them in UTC so no time zone moves them a day.
  const timeZone = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? 'UTC' : undefined;
  return new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium', timeZone }).format(date);
}
