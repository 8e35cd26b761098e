import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { TREND_SERIES, WEIGHT_SERIES, type WeightSeries } from '~/domain/chart';
import { formatDecimal } from '~/domain/format';

const kg = (n: number) => `${formatDecimal(Math.round(n * 10) / 10)} kg`;
/** Beyond this many points, dots and animation cost more than they show. */
const DETAIL_LIMIT = 60;

/** The weight-evolution line chart, 300 px high (spec §4 "Chart data"). Loaded only by /resultados, lazily. */
export function WeightChart({ series }: { series: WeightSeries }) {
  const detailed = series.points.length <= DETAIL_LIMIT;
  return (
    <LineChart
      h={300}
      data={series.points}
      dataKey="label"
      series={[
        { name: WEIGHT_SERIES, label: 'Peso', color: 'brand.7' },
        ...(series.withTrend
          ? [{ name: TREND_SERIES, label: 'Tendência', color: 'teal.8', strokeDasharray: '6 4' }]
          : []),
      ]}
      curveType="linear"
      withDots={detailed}
      withLegend={series.withTrend}
      valueFormatter={kg}
      yAxisProps={{
        domain: series.domain ?? ['auto', 'auto'],
        tickFormatter: (n: number) => formatDecimal(Math.round(n * 10) / 10),
      }}
      lineProps={{ isAnimationActive: detailed }}
      tooltipAnimationDuration={0}
      data-testid="grafico-peso"
    />
  );
}
