import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const colors = ['#1677ff', '#ff7a45'];

/**
 * A horizontal bar chart of counts by name (recharts), in a `figure` named by `label`; the values
 * are also listed for screen readers (and tests: the SVG has no size in jsdom).
 */
export function CountBarChart({ label, data }: { label: string; data: { name: string; count: number }[] }) {
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <div style={{ width: '100%', height: Math.max(160, data.length * 28 + 40) }} aria-hidden>
        <ResponsiveContainer>
          <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ left: 16, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} fontSize={12} />
            <YAxis type="category" dataKey="name" width={160} fontSize={12} />
            <Tooltip />
            <Bar dataKey="count" name={label} fill={colors[0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul className="kanri-visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {data.map((d) => (
          <li key={d.name}>{`${d.name}: ${d.count}`}</li>
        ))}
      </ul>
    </figure>
  );
}

/** Joiners and leavers per month as paired bars (recharts), the values also listed for screen readers. */
export function JoinersLeaversChart({ label, data, joinersLabel, leaversLabel }: {
  label: string;
  data: { month: string; joiners: number; leavers: number }[];
  joinersLabel: string;
  leaversLabel: string;
}) {
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <div style={{ width: '100%', height: 260 }} aria-hidden>
        <ResponsiveContainer>
          <BarChart accessibilityLayer={false} data={data}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="month" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} width={40} />
            <Tooltip />
            <Legend />
            <Bar dataKey="joiners" name={joinersLabel} fill={colors[0]} />
            <Bar dataKey="leavers" name={leaversLabel} fill={colors[1]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul className="kanri-visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {data.map((d) => (
          <li key={d.month}>{`${d.month}: ${joinersLabel} ${d.joiners}, ${leaversLabel} ${d.leavers}`}</li>
        ))}
      </ul>
    </figure>
  );
}
