import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useMemo } from 'react';
import { CHART_SERIES, pointLabel } from '~/content/chart';
import { chartTicks, TREND_SERIES, UNIT_OF, type WaistSeries, type WeightSeries } from '~/domain/chart';
import { formatDecimal, formatOneDecimal } from '~/domain/format';
import classes from './weight-chart.module.css';

const tenths = (n: number) => formatDecimal(Math.round(n * 10) / 10);
/** Beyond this many points, dots and the drawing-in cost more than they show. */
const DETAIL_LIMIT = 60;

/**
 * The evolution line chart, 300 px high (spec §4 "Chart data"): the weight in
 * kg, or the waist in cm. Loaded lazily by measure-figure.tsx.
 * `animate` is off where the page may be printed at once (the report); the
 * line draws itself in with CSS (weight-chart.module.css), not with recharts'
 * animation, and at once for whoever asks the system for reduced motion.
 */
export function WeightChart({ series, animate = true }: { series: WeightSeries | WaistSeries; animate?: boolean }) {
  const detailed = series.points.length <= DETAIL_LIMIT;
  const unit = UNIT_OF[series.measure];
  // The X axis names the ends in words; a day's label stays as it is.
  const data = useMemo(() => series.points.map((p) => ({ ...p, label: pointLabel(p.label) })), [series.points]);
  return (
    <LineChart
      h={300}
      data={data}
      dataKey="label"
      series={[
        { name: series.measure, label: CHART_SERIES[series.measure], color: 'brand.7' },
        ...(series.withTrend
          ? [{ name: TREND_SERIES, label: CHART_SERIES.trend, color: 'teal.8', strokeDasharray: '6 4' }]
          : []),
      ]}
      curveType="linear"
      withDots={detailed}
      withLegend={series.withTrend}
      valueFormatter={(n: number) => `${formatOneDecimal(n)} ${unit}`}
      // Round labels (78, 80, 82…) inside the axis's range, the same on Resultados, the report and its PDF.
      yAxisProps={{
        domain: series.domain ?? ['auto', 'auto'],
        ticks: chartTicks(series.domain),
        tickFormatter: tenths,
      }}
      className={animate && detailed ? classes.drawn : undefined}
      // Only the measured line is drawn in: the trend's dashes would be counted in its length of 1.
      lineProps={(item) => ({ isAnimationActive: false, ...(item.name === series.measure ? { pathLength: 1 } : {}) })}
      tooltipAnimationDuration={0}
      data-testid={series.measure === 'weight' ? 'grafico-peso' : 'grafico-cintura'}
    />
  );
}
