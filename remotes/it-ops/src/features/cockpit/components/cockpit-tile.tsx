import { Card, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CockpitTile } from '@kanri/contracts';
import { cockpitSeriesLabels, cockpitTileLabels } from './cockpit-labels';
import { figureLabel, formatValue, hrefOf, isMonthly } from './cockpit-format';
import { CockpitChart, cockpitColors } from './cockpit-chart';

/**
 * One KPI tile of a dashboard: its title links to the list it sums up (with the filter applied),
 * the headline number (an antd Statistic; "n of m" for progress), the chart (recharts; hidden
 * from assistive technology) and the numbers in text — a legend whose entries link to their
 * filtered lists, or for months a visually hidden table. A chart tile whose figures are all zero
 * says so instead of drawing an empty chart.
 */
export function CockpitTileCard({ tile }: { tile: CockpitTile }) {
  const { t, i18n } = useLingui();
  const title = i18n._(cockpitTileLabels[tile.key]);
  const monthly = isMonthly(tile);
  const hasData = tile.figures.some((f) => f.values.some((value) => value > 0));
  const seriesName = (s: string) => (cockpitSeriesLabels[s] ? i18n._(cockpitSeriesLabels[s]) : s);
  return (
    <Card title={<Link to={hrefOf(tile.link)}>{title}</Link>} style={{ height: '100%' }}>
      <div>
        <Statistic
          title={tile.of !== null ? t`Done` : monthly ? t`This month` : t`Total`}
          value={formatValue(i18n, tile, tile.value)}
          suffix={tile.of !== null ? t`of ${formatValue(i18n, tile, tile.of)}` : undefined}
        />
        {tile.chart !== 'NONE' && tile.figures.length > 0 && (
          <figure aria-label={title} style={{ margin: '12px 0 0' }}>
            {hasData ? <CockpitChart tile={tile} /> : <p style={{ color: 'rgba(0, 0, 0, 0.65)' }}><Trans>Nothing to show yet.</Trans></p>}
            {monthly ? (
              <table style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                <caption>{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Month</Trans>
                    </th>
                    {tile.series.map((s) => (
                      <th key={s} scope="col">
                        {seriesName(s)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {tile.figures.map((f) => (
                    <tr key={f.key}>
                      <th scope="row">{figureLabel(i18n, tile, f)}</th>
                      {f.values.map((value, i) => (
                        <td key={tile.series[i]}>{formatValue(i18n, tile, value)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </figure>
        )}
        {!monthly && tile.figures.length > 0 && (
          <ul style={{ listStyle: 'none', padding: 0, margin: '12px 0 0', display: 'grid', gap: 4 }}>
            {tile.figures.map((f, i) => {
              const name = figureLabel(i18n, tile, f);
              const value = formatValue(i18n, tile, f.values[0] ?? 0);
              return (
                <li key={f.key} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                  <span>
                    {tile.chart === 'DONUT' && (
                      <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, marginInlineEnd: 6, background: cockpitColors[i % cockpitColors.length] }} />
                    )}
                    {f.link ? <Link to={hrefOf(f.link)}>{name}</Link> : name}
                  </span>
                  <span style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Card>
  );
}
