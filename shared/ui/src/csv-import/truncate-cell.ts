import { csvPreviewTruncateLength } from '@kanri/contracts';

/** A cell's text as the preview shows it: `text` (cut when `truncated`) and the whole `value`. */
export interface TruncatedCell {
  text: string;
  truncated: boolean;
  value: string;
}

/**
 * Cuts a preview cell's text after `max` characters and adds `…` (000 §2: "cell text beyond 10
 * characters is truncated with a tooltip"). Characters are Unicode code points, so a kanji or an
 * emoji counts as one and is never split in half. `null`/`undefined` read as ''.
 */
export function truncateCell(value: string | null | undefined, max: number = csvPreviewTruncateLength): TruncatedCell {
  const whole = value ?? '';
  const chars = Array.from(whole);
  if (chars.length <= max) return { text: whole, truncated: false, value: whole };
  return { text: `${chars.slice(0, max).join('')}…`, truncated: true, value: whole };
}
