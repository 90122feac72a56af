import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const colors = ['#1677ff', '#95de64', '#ffc53d'];

/**
 * A bar chart of monthly values (recharts), one bar per series and month, in a `figure` named by
 * `label`; the values are also listed for screen readers (and tests: the SVG has no size in jsdom).
 */
export function MonthlyBarChart({ label, data, series, format }: { label: string; data: { month: string; values: number[] }[]; series: string[]; format: (n: number) => string }) {
  const rows = data.map((d) => Object.fromEntries([['month', d.month], ...series.map((s, k) => [s, d.values[k] ?? 0])]));
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <div style={{ width: '100%', height: 240 }} aria-hidden>
        <ResponsiveContainer>
          <BarChart data={rows}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="month" fontSize={12} />
            <YAxis fontSize={12} tickFormatter={(n: number) => format(n)} width={80} />
            <Tooltip formatter={(n) => format(Number(n))} />
            {series.length > 1 && <Legend />}
            {series.map((s, k) => (
              <Bar key={s} dataKey={s} fill={colors[k % colors.length]} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul className="kanri-visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {data.map((d) => (
          <li key={d.month}>{`${d.month}: ${series.map((s, k) => `${s} ${format(d.values[k] ?? 0)}`).join(', ')}`}</li>
        ))}
      </ul>
    </figure>
  );
}
