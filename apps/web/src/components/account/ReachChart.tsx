// One figure of a listing's reach, a bar a day, drawn as plain SVG (no chart library reaches the
// page): the bars scale to the span's busiest day, the first and last dates under them. Screen
// readers get the figure's sum and busiest day as its label; the exact numbers are in the totals
// table and the CSV beside it.
import type { ReachDay, ReachMetric } from "./reach-figures.ts";

const WIDTH = 720;
const HEIGHT = 160;
const AXIS = 18;

export interface ReachChartProps {
  days: readonly ReachDay[];
  metric: ReachMetric;
  label: string;
}

export function ReachChart({ days, metric, label }: ReachChartProps) {
  const values = days.map((day) => day[metric]);
  const max = Math.max(1, ...values);
  const busiest = days[values.indexOf(Math.max(...values, 0))];
  const sum = values.reduce((a, b) => a + b, 0);
  const step = WIDTH / Math.max(1, days.length);
  const plot = HEIGHT - AXIS;
  const summary =
    sum === 0
      ? `${label}: none in these ${days.length} days`
      : `${label}: ${sum} in ${days.length} days, most on ${busiest?.date} (${max})`;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={summary} style={{ display: "block" }}>
      <title>{summary}</title>
      <line x1={0} x2={WIDTH} y1={plot} y2={plot} stroke="var(--mantine-color-gray-4)" />
      {days.map((day, index) => {
        const height = (day[metric] / max) * (plot - 4);
        return (
          <rect
            key={day.date}
            x={index * step + step * 0.15}
            y={plot - height}
            width={step * 0.7}
            height={height}
            fill="var(--mantine-color-blue-6)"
          >
            <title>{`${day.date}: ${day[metric]}`}</title>
          </rect>
        );
      })}
      <text x={0} y={HEIGHT - 4} fontSize={12} fill="var(--mantine-color-gray-7)">
        {days[0]?.date}
      </text>
      <text x={WIDTH} y={HEIGHT - 4} fontSize={12} textAnchor="end" fill="var(--mantine-color-gray-7)">
        {days.at(-1)?.date}
      </text>
      <text x={WIDTH} y={12} fontSize={12} textAnchor="end" fill="var(--mantine-color-gray-7)">
        {`max ${max}`}
      </text>
    </svg>
  );
}
