import { Text } from '@mantine/core';
import { formatDateBR, formatDifference, formatOneDecimal, formatWeight } from '~/domain/format';
import type { currentWeight } from '~/domain/results';
import type { WaistSoFar } from '~/domain/waist';
import { RESULTS_HERO } from '~/content/results-screen';
import { withUnit } from '~/content/words';
import classes from './results-figures.module.css';

/**
 * The weights the hero's kilograms come from (the initial one, from the
 * profile, and the result) and the waist: the ends of the trend, over its
 * chart, a line each so the card stays short on a phone.
 */
export function ResultsFigures({
  initialWeight,
  now,
  waist,
}: {
  initialWeight: string;
  /** The result: the newest weigh-in (domain/results.ts). */
  now: ReturnType<typeof currentWeight>;
  waist: WaistSoFar | null;
}) {
  return (
    <dl className={classes.figures}>
      <Figure label={RESULTS_HERO.initialWeight} testId="peso-inicial">
        {initialWeight ? withUnit(formatWeight(initialWeight), 'kg') : '—'}
      </Figure>
      <Figure label={RESULTS_HERO.current[now.source]} note={now.date ? formatDateBR(now.date) : ''}>
        {now.weight ? withUnit(formatWeight(now.weight), 'kg') : '—'}
      </Figure>
      {waist ? (
        <Figure
          label={RESULTS_HERO.waistLost}
          testId="cm-eliminados"
          note={RESULTS_HERO.waistFromTo(formatOneDecimal(waist.first), formatOneDecimal(waist.latest))}
        >
          {withUnit(formatDifference(waist.lost), 'cm')}
        </Figure>
      ) : null}
    </dl>
  );
}

/** A figure on one line: its label, its value and, after it, where it comes from. */
function Figure({
  label,
  testId,
  note = '',
  children,
}: {
  label: string;
  testId?: string;
  note?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={classes.figure}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={800} data-testid={testId}>
        {children}
      </Text>
      {note ? (
        <Text component="dd" size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </div>
  );
}
