import { css, useTheme, type Theme } from '@emotion/react';
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

export interface RevenuePoint {
  /** The bar's label on the axis, e.g. "7 Jan" or "Badminton". */
  label: string;
  /** Rupees. */
  amount: number;
  /** The amount as read, e.g. "₹1,049". */
  amountLabel: string;
}

export interface RevenueChartProps {
  /** The table's caption and the chart's accessible name, e.g. "Revenue by day". */
  title: string;
  /** The column header of the labels, e.g. "Day" or "Sport". */
  labelHeader: string;
  data: readonly RevenuePoint[];
  /** The drawing box, one of the theme's chart frames (the chart is a fixed-size SVG that scales down with its box). */
  frame?: ChartFrame;
}

/** The drawing boxes a chart may use (`theme.chart.frames`). */
export const chartFrames = ['standard', 'wide', 'wideShort'] as const;
export type ChartFrame = (typeof chartFrames)[number];

const styles = {
  figure: (t: Theme) => css`
    margin: 0;
    & > svg,
    & .recharts-surface {
      display: block;
      width: 100%;
      height: auto;
      max-width: 100%;
    }
    font-family: ${t.font.family.body};
  `,
};

const compact = (rupees: number) => (rupees >= 1000 ? `₹${Math.round(rupees / 100) / 10}k` : `₹${rupees}`);

/**
 * A bar chart of revenue (Recharts, drawn once without animation), with the same figures in a table that screen
 * readers read instead of the picture.
 */
export function RevenueChart({ title, labelHeader, data, frame = 'standard' }: RevenueChartProps) {
  const theme = useTheme();
  const { width, height } = theme.chart.frames[frame];
  const { margin, axisWidth, barRadius } = theme.chart;
  const tick = { fill: theme.color.text.secondary, fontSize: theme.font.size.xs };
  const points = data.map((d) => ({ ...d }));
  return (
    <figure css={styles.figure} data-testid="revenue-chart">
      <div aria-hidden="true">
        <BarChart
          accessibilityLayer={false}
          tabIndex={-1}
          width={width}
          height={height}
          data={points}
          margin={{ top: margin, right: margin, bottom: 0, left: 0 }}
          responsive
          style={{ width: '100%', height: 'auto', aspectRatio: `${width} / ${height}` }}
        >
          <CartesianGrid vertical={false} stroke={theme.color.border.subtle} />
          <XAxis
            dataKey="label"
            tick={tick}
            tickLine={false}
            axisLine={{ stroke: theme.color.border.default }}
            interval="preserveStartEnd"
            minTickGap={12}
          />
          <YAxis
            tick={tick}
            tickLine={false}
            axisLine={false}
            tickFormatter={compact}
            width={axisWidth}
            allowDecimals={false}
          />
          <Bar
            dataKey="amount"
            fill={theme.color.action.primary.bg}
            radius={[barRadius, barRadius, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </div>
      <VisuallyHidden asChild>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row">{d.label}</th>
                <td>{d.amountLabel}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
