/** Hoje's heading (which day it is, or what the start date says) and her figures of the day, shown in the record. */
import { Group, Progress, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Progress.css';
import { TextLink } from '~/components/text-link';
import { BLOCK_TEXT } from '~/content/blocks';
import { outcomeTexts } from '~/content/outcome';
import { TODAY_FIGURES, TODAY_TOP } from '~/content/today';
import { CHALLENGE_DAYS, type ChallengeDay, daysLeft } from '~/domain/challenge';
import { formatDateBR, formatLitres, formatOneDecimal } from '~/domain/format';
import type { ChallengeOutcome } from '~/domain/outcome';
import classes from './today.module.css';

/** The heading of "Hoje": which day it is, or what the start date says. */
export function TodayHeader({
  status,
  startDate,
  outcome,
  withHero,
}: {
  status: ChallengeDay | null;
  startDate: string;
  outcome: ChallengeOutcome;
  /** The day's ring says how many days are left: the header does not say it again. */
  withHero: boolean;
}) {
  let eyebrow = '';
  let line = '';
  if (status?.kind === 'during') {
    eyebrow = `${TODAY_TOP.day(status.day)} ${TODAY_TOP.ofDays(CHALLENGE_DAYS)} · ${BLOCK_TEXT[status.block].name}`;
    if (!withHero) line = TODAY_TOP.daysLeft(daysLeft(status.day));
  } else if (status?.kind === 'before') {
    eyebrow = TODAY_TOP.startsOn(formatDateBR(startDate));
    line = TODAY_TOP.startsIn(status.daysUntil);
  } else if (status?.kind === 'after') {
    // Only all 15 days ticked is a challenge won.
    ({ short: eyebrow, line } = outcomeTexts(outcome));
  }
  return (
    <header className="m15-page-header">
      {eyebrow ? (
        <Text fw={700} c="var(--m15-accent-text)" size="sm" data-testid="challenge-today">
          {eyebrow}
        </Text>
      ) : null}
      <Title order={1}>Hoje</Title>
      {line ? (
        <Text c="dimmed" mt={4}>
          {line}
        </Text>
      ) : null}
    </header>
  );
}

/** Today's water against the goal, under the record's water field. */
export function WaterToday({ water }: { water: { litres: number; goal: number | null; percent: number } }) {
  return (
    <div data-testid="water-progress">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={700}>
          {TODAY_FIGURES.water}
        </Text>
        <Text size="sm" fw={700} data-testid="water-today">
          {TODAY_FIGURES.litres(
            formatLitres(water.litres),
            water.goal ? formatLitres(water.goal) : null,
            water.goal !== null && water.litres >= water.goal,
          )}
        </Text>
      </Group>
      {water.goal ? (
        <Progress value={water.percent} size="md" mt={4} aria-label={TODAY_FIGURES.waterAria(water.percent)} />
      ) : null}
    </div>
  );
}

/** The kilograms lost so far, under the record's weight field, with the way to Resultados. */
export function LostSoFar({ lost }: { lost: string | null }) {
  return (
    // The record's figures under their fields are captions: the first screens are tight.
    <Text size="xs" fw={700} className={classes.caption}>
      {TODAY_FIGURES.lost}{' '}
      <Text span size="xs" fw={800} c="var(--m15-accent-text)" data-testid="lost-so-far" className={classes.nowrap}>
        {lost === null ? '—' : TODAY_FIGURES.kg(formatOneDecimal(Number(lost)))}
      </Text>{' '}
      · <TextLink to="/resultados">{TODAY_FIGURES.toResults}</TextLink>
    </Text>
  );
}
