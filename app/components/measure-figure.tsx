import { Skeleton, Text } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { useRef } from 'react';
import { seriesEnds, seriesSummary, TREND_NOTE } from '~/content/chart';
import { CHART_PART } from '~/content/messages';
import { seriesFacts, type WaistSeries, type WeightSeries } from '~/domain/chart';
import classes from './measure-figure.module.css';
import { PartUnavailable } from './part-unavailable';
import { useLazyPart } from './use-lazy-part';
import { useNearViewport } from './use-near-viewport';

// The chart library (recharts) is the biggest chunk of the app and most visits
// never scroll to it: it loads when its box comes near the screen.
const loadChart = () => import('./weight-chart');

/** The chart's box: 300 px (spec §9) whatever is in it, so nothing moves when the chart arrives. */
const CHART_HEIGHT = 300;

/**
 * The evolution chart of one measure (weight or waist) in its fixed box, with
 * the summary a screen reader (and a printed page) reads in its place.
 * Resultados loads it when it comes near the screen; the report (`eager`)
 * at once and without animation, as it may be printed right away.
 */
export function MeasureFigure({
  series,
  label,
  eager = false,
  endsOver = false,
}: {
  series: WeightSeries | WaistSeries;
  /** What the figure is, for its accessible name: 'Gráfico da evolução do peso'. */
  label: string;
  eager?: boolean;
  /**
   * The figures over the chart already say where it starts and ends (Resultados'): in one column (a
   * phone), the caption shows only the trend line's note and says the ends to a screen reader alone, so
   * nothing is said twice; beside a taller column (a desktop), it shows them.
   */
  endsOver?: boolean;
}) {
  const figure = useRef<HTMLElement>(null);
  const near = useNearViewport(figure);
  const { box, ...chart } = useLazyPart(loadChart, eager || near);
  const facts = seriesFacts(series);
  const summary = seriesSummary(facts);
  return (
    <figure ref={figure} style={{ margin: 0 }} aria-label={`${label}: ${summary}`}>
      {/* Focusable from code only: a tap on "Tentar de novo" leaves focus here, not on the page's top. */}
      <div ref={box} tabIndex={-1} className="mantine-focus-auto" style={{ height: CHART_HEIGHT }}>
        {chart.part ? (
          // One chart per measure: switching from kg to cm draws a new one, so no state of the
          // other (the tooltip's points, the animation) carries over to it.
          <chart.part.WeightChart key={series.measure} series={series} animate={!eager} />
        ) : chart.failure ? (
          <PartUnavailable what={CHART_PART} failure={chart.failure} onRetry={chart.retryHere} h={CHART_HEIGHT} />
        ) : (
          // Still while it waits off screen: it pulses only once the chart is on its way.
          <Skeleton h={CHART_HEIGHT} radius="md" animate={eager || near} />
        )}
      </div>
      {endsOver ? (
        <Text
          component="figcaption"
          size="sm"
          c="dimmed"
          className={classes.caption}
          data-trend={facts?.trend || undefined}
        >
          <span className={classes.ends}>{seriesEnds(facts)}</span>
          {facts?.trend ? ` ${TREND_NOTE}` : null}
        </Text>
      ) : (
        <Text component="figcaption" size="sm" c="dimmed" mt="xs">
          {summary}
        </Text>
      )}
    </figure>
  );
}
