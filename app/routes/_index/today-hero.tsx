/**
 * The top of Hoje on a day that is not a fast: the day's ring
 * (day X of 15), the phase and the days ticked. The ring is named as a
 * progress bar (progress-ring.tsx) for screen readers;
 * the same figures are in the text beside it. A fasting day's hero:
 * fasting-hero.tsx.
 */
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CtaLink } from '~/components/shell/cta-link';
import { BLOCK_TEXT } from '~/content/blocks';
import { PRE_FAST_CHECK } from '~/content/pre-fast-check';
import { CHECKIN_ANCHOR } from '~/content/shortcuts';
import { TODAY_TOP } from '~/content/today';
import { type BlockId, CHALLENGE_DAYS, daysLeft } from '~/domain/challenge';
import { BottleLine } from './fast-actions';
import { ProgressRing } from './progress-ring';
import { RingLabel } from './ring-label';
import ui from '~/components/ui.module.css';
import classes from './today.module.css';

/** Day X of 15, its phase and the days ticked. */
export function DayHero({
  day,
  block,
  done,
  stopped,
  emergency = null,
  act = null,
  tick,
  bottle = null,
}: {
  day: number;
  block: BlockId;
  done: number;
  /** The check stopped this block's fast: it is not a fasting day for her. */
  stopped: boolean;
  /** The 192 line, on a fasting day and the days after a fast: in the first screen, at the foot of the hero. */
  emergency?: string | null;
  /**
   * The screen's one action, when "O que fazer agora" holds no button of its
   * own: the day's record beside the way out of a fast (a checklist).
   */
  act?: 'register' | null;
  /** Today's tick in the Journey (day-tick.tsx), beside the days ticked. */
  tick: React.ReactNode;
  /** The day's bottle of electrolytes, on a fasting day: its one home on Hoje. */
  bottle?: { bottles: number; of: number } | null;
}) {
  return (
    <Paper
      withBorder
      p="md"
      radius="lg"
      component="section"
      aria-labelledby="hoje-dia"
      className={`${ui.hero} ${classes.hero}`}
    >
      <Group gap="md" wrap="nowrap" align="center">
        <ProgressRing
          size={104}
          thickness={10}
          roundCaps
          sections={[{ value: Math.round((day / CHALLENGE_DAYS) * 100), color: 'brand' }]}
          role="progressbar"
          aria-label={TODAY_TOP.dayRingLabel}
          aria-valuemin={1}
          aria-valuemax={CHALLENGE_DAYS}
          aria-valuenow={day}
          aria-valuetext={`${TODAY_TOP.day(day)} ${TODAY_TOP.ofDays(CHALLENGE_DAYS)}`}
          label={<RingLabel big={TODAY_TOP.day(day)} small={TODAY_TOP.ofDays(CHALLENGE_DAYS)} />}
        />
        <Stack gap={2} miw={0}>
          <Title order={2} size="h4" id="hoje-dia">
            {BLOCK_TEXT[block].name}
          </Title>
          <Text size="sm">{stopped ? PRE_FAST_CHECK.stoppedSummary : BLOCK_TEXT[block].summary}</Text>
          <Text size="sm" c="dimmed">
            {TODAY_TOP.daysLeft(daysLeft(day))}
          </Text>
        </Stack>
      </Group>
      {bottle ? (
        <div className={classes.heroFoot}>
          <BottleLine bottles={bottle.bottles} of={bottle.of} />
        </div>
      ) : null}
      {emergency ? (
        <Text size="sm" lh={1.4} mt="sm" data-testid="emergency-192">
          {emergency}
        </Text>
      ) : null}
      {act ? (
        <div className={classes.heroAction}>
          <CtaLink to={`#${CHECKIN_ANCHOR}`}>{TODAY_TOP.registerDay}</CtaLink>
        </div>
      ) : null}
      {/* The days ticked and today's tick, at the foot: after the 192 line and the one action. */}
      <div className={classes.heroFoot}>
        <Text size="sm" fw={700} data-testid="days-ticked">
          {TODAY_TOP.ticked(done, CHALLENGE_DAYS)}
        </Text>
        {tick}
      </div>
    </Paper>
  );
}
