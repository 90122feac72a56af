/**
 * Today's date in Japan as `YYYY-MM-DD` (Asia/Tokyo, UTC+9 without daylight saving): the calendar
 * day the company's staff see, which decides expiries, leavings, plans taking effect and the dates
 * in export file names. `now` defaults to the clock; tests pass a fixed instant.
 */
export function tokyoToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
