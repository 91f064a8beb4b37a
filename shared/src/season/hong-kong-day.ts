// The contest runs on Hong Kong time (UTC+8 all year: no daylight saving), so "once per day" means per Hong Kong
// calendar day wherever the visitor is.
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The Hong Kong calendar day of an instant, as yyyy-mm-dd. */
export function hongKongDay(at: Date): string {
  return new Date(at.getTime() + HONG_KONG_OFFSET_MS).toISOString().slice(0, 10);
}
