import type { Language } from '@portal/contracts/languages';

/** What every mail's frame shows: the site's name and the organizers' contact (the site settings, issue 25.3). */
export interface SiteContext {
  name: Record<Language, string>;
  /** Empty when the settings hold none: the line is left out. */
  phone: string;
  email: string;
  address: Record<Language, string>;
}
