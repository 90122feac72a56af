/**
 * A past instant relative to `now` in the locale's words ("3 hours ago", 「3 時間前」), in the
 * largest unit that is at least 1 (seconds under a minute read "now"). '' for an invalid value.
 */
export function relativeTime(iso: string, now: Date, locale: string): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 365 * 86_400],
    ['month', 30 * 86_400],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  return format.format(0, 'second');
}

/** Gigabytes with at most one decimal in the locale ("1,234.5 GB"). */
export function formatGb(value: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} GB`;
}

/** The share of the plan used, 0–100 (rounded; capped at 100 for the bar), or null for an unlimited plan. */
export function usagePercent(usedGb: number, planGb: number | null): number | null {
  if (planGb === null || planGb <= 0) return null;
  return Math.round((usedGb / planGb) * 100);
}
