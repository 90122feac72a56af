import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import type { StarlinkUsage } from '@kanri/contracts';
import { formatGb } from './starlink-format';

/**
 * The daily data use of the last 30 days as a bar chart (recharts) in a `figure` named by its
 * caption; every day's value is also listed for screen readers (and tests: the SVG has no size in
 * jsdom). Days as "MM/DD" on the axis, GB on the values.
 */
export function StarlinkUsageChart({ usage }: { usage: StarlinkUsage }) {
  const { t, i18n } = useLingui();
  const gb = (n: number) => formatGb(n, i18n.locale);
  const rows = usage.days.map((d) => ({ day: d.day.slice(5).replace('-', '/'), dataGb: d.dataGb }));
  const total = gb(usage.totalGb);
  return (
    <figure aria-label={t`Daily data usage, last 30 days`} style={{ margin: 0 }}>
      <div style={{ width: '100%', height: 220 }} aria-hidden>
        <ResponsiveContainer>
          <BarChart accessibilityLayer={false} data={rows}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" fontSize={12} interval={4} />
            <YAxis fontSize={12} width={70} tickFormatter={(n: number) => gb(n)} />
            <Tooltip formatter={(n) => gb(Number(n))} />
            <Bar dataKey="dataGb" fill="#1677ff" name={t`Data usage`} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption>{t`Last 30 days: ${total} in total`}</figcaption>
      <ul style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {usage.days.map((d) => (
          <li key={d.day}>{`${formatDate(d.day, 'date')}: ${gb(d.dataGb)}`}</li>
        ))}
      </ul>
    </figure>
  );
}
