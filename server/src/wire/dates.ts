/** Dates as the SPEC shows them to UK schools, whatever the server's own time zone. */
const LONDON_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** An ISO 8601 timestamp as its date in London, e.g. `22/11/2026`. */
export function londonDate(isoTimestamp: string): string {
  return LONDON_DATE.format(new Date(isoTimestamp));
}
