import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLingui } from '@lingui/react/macro';
import type { CockpitTile } from '@kanri/contracts';
import { cockpitSeriesLabels } from './cockpit-labels';
import { figureLabel, formatValue } from './cockpit-format';

/** Colours of the series and donut parts (antd's palette, 3:1 against white). */
export const cockpitColors = ['#1677ff', '#fa541c', '#389e0d', '#722ed1', '#c41d7f', '#d48806', '#08979c', '#595959'];

/**
 * A tile's chart with recharts: bars (one bar per series), a line over months, or a donut of the
 * parts. The SVG is hidden from assistive technology; the tile lists the same numbers in text
 * (a legend with links, or a visually hidden table for months), so the chart is decoration.
 */
export function CockpitChart({ tile }: { tile: CockpitTile }) {
  const { i18n } = useLingui();
  const data = tile.figures.map((f) => ({ name: figureLabel(i18n, tile, f), ...Object.fromEntries(tile.series.map((s, i) => [s, f.values[i] ?? 0])) }));
  const seriesName = (s: string) => (cockpitSeriesLabels[s] ? i18n._(cockpitSeriesLabels[s]) : s);
  const format = (value: unknown) => formatValue(i18n, tile, Number(value));
  let chart;
  if (tile.chart === 'DONUT') {
    // each part keeps the colour of its figure's place, as the tile's legend shows it
    const parts = tile.figures
      .map((f, i) => ({ name: figureLabel(i18n, tile, f), value: f.values[0] ?? 0, color: cockpitColors[i % cockpitColors.length]! }))
      .filter((d) => d.value > 0);
    chart = (
      <PieChart accessibilityLayer={false}>
        <Pie rootTabIndex={-1} data={parts} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="85%" isAnimationActive={false}>
          {parts.map((d) => (
            <Cell key={d.name} fill={d.color} />
          ))}
        </Pie>
        <Tooltip formatter={format} />
      </PieChart>
    );
  } else if (tile.chart === 'LINE') {
    chart = (
      <LineChart accessibilityLayer={false} data={data} margin={{ left: 8, right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" fontSize={11} />
        <YAxis fontSize={11} width={72} tickFormatter={format} />
        <Tooltip formatter={format} />
        {tile.series.map((s, i) => (
          <Line key={s} dataKey={s} name={seriesName(s)} stroke={cockpitColors[i]} strokeWidth={2} dot={false} isAnimationActive={false} />
        ))}
      </LineChart>
    );
  } else {
    chart = (
      <BarChart accessibilityLayer={false} data={data} margin={{ left: 8, right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" fontSize={11} interval={0} angle={data.length > 6 ? -30 : 0} textAnchor={data.length > 6 ? 'end' : 'middle'} height={data.length > 6 ? 60 : 30} />
        <YAxis allowDecimals={false} fontSize={11} width={40} />
        <Tooltip formatter={format} />
        {tile.series.length > 1 && <Legend />}
        {tile.series.map((s, i) => (
          <Bar key={s} dataKey={s} name={seriesName(s)} fill={cockpitColors[i]} isAnimationActive={false} />
        ))}
      </BarChart>
    );
  }
  return (
    <div style={{ width: '100%', height: 220 }} aria-hidden>
      <ResponsiveContainer>{chart}</ResponsiveContainer>
    </div>
  );
}
