import type { I18n } from '@lingui/core';
import type { CockpitFigure, CockpitLink, CockpitTile } from '@kanri/contracts';
import { cockpitFigureLabels } from './cockpit-labels';

const monthKey = /^\d{4}-\d{2}$/;

/** Whether a tile's figures are months (`YYYY-MM`): drawn over time, listed in a hidden table rather than a legend. */
export const isMonthly = (tile: CockpitTile) => tile.figures.length > 0 && tile.figures.every((f) => monthKey.test(f.key));

/** A link's URL: its path and search (`/devices/inventory?category=IN_TROUBLED`). */
export function hrefOf(link: CockpitLink): string {
  const search = new URLSearchParams(link.search).toString();
  return search ? `${link.path}?${search}` : link.path;
}

/** A `YYYY-MM` month in the locale (2026年5月, May 2026). */
export function formatMonth(i18n: I18n, month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(i18n.locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** The name of a figure: its own label (data-defined things), the tile's label of its key, a month, else the key. */
export function figureLabel(i18n: I18n, tile: CockpitTile, figure: CockpitFigure): string {
  if (figure.label !== null) return figure.label;
  const descriptor = cockpitFigureLabels[tile.key]?.[figure.key];
  if (descriptor) return i18n._(descriptor);
  if (monthKey.test(figure.key)) return formatMonth(i18n, figure.key);
  return figure.key;
}

/** A tile's number in its unit: money in the tile's currency (whole units), else a count. */
export function formatValue(i18n: I18n, tile: CockpitTile, value: number): string {
  if (tile.unit === 'MONEY' && tile.currency) return i18n.number(value, { style: 'currency', currency: tile.currency, maximumFractionDigits: 0 });
  return i18n.number(value);
}
