import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useReducedMotion } from '@mantine/hooks';
import { chartTicks, TREND_SERIES, UNIT_OF, type WaistSeries, type WeightSeries } from '~/domain/chart';
import { formatDecimal, formatOneDecimal } from '~/domain/format';

const tenths = (n: number) => formatDecimal(Math.round(n * 10) / 10);
/** Beyond this many points, dots and animation cost more than they show. */
const DETAIL_LIMIT = 60;

/**
 * The evolution line chart, 300 px high (spec §4 "Chart data"): the weight in
 * kg, or the waist in cm. Loaded lazily by measure-figure.tsx.
 * `animate` is off where the page may be printed at once (the report), and
 * the line is drawn at once for whoever asks the system for reduced motion.
 */
export function WeightChart({ series, animate = true }: { series: WeightSeries | WaistSeries; animate?: boolean }) {
  const detailed = series.points.length <= DETAIL_LIMIT;
  const reduced = useReducedMotion(false, { getInitialValueInEffect: false });
  const unit = UNIT_OF[series.measure];
  return (
    <LineChart
      h={300}
      data={series.points}
      dataKey="label"
      series={[
        { name: series.measure, label: series.measure, color: 'brand.7' },
        ...(series.withTrend
          ? [{ name: TREND_SERIES, label: 'Tendência', color: 'teal.8', strokeDasharray: '6 4' }]
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
      lineProps={{ isAnimationActive: animate && detailed && !reduced }}
      tooltipAnimationDuration={0}
      data-testid={series.measure === 'Peso' ? 'grafico-peso' : 'grafico-cintura'}
    />
  );
}
