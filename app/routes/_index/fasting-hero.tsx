/**
 * The top of Hoje on a fasting day: the fasting ring (the hours, its marks
 * as shades), how far into the block, the end, and ending it in one tap
 * (its taps: fast-actions.tsx; the marks below the fold: fast-marks.tsx).
 * The ring is named as a progress bar (progress-ring.tsx) for screen
 * readers; the same figures are in the text beside it.
 */
import { Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.css';
import { FAST_CLOCK } from '~/content/fasting-clock';
import { formatFastDuration, fastProgress, milestonesUpTo } from '~/domain/fasting';
import { fastMoment } from '~/domain/fasting-block';
import type { FastView } from '~/domain/fasting-day';
import { momentOf } from '~/domain/format';
import { momentText } from '~/content/words';
import { BottleLine, EndFast, UndoEnd } from './fast-actions';
import { ProgressRing, type RingSection } from './progress-ring';
import { RingLabel } from './ring-label';
import ui from '~/components/ui.module.css';
import classes from './today.module.css';
import { useNow } from './use-now';

const HOUR_MS = 3_600_000;

/** An instant as a moment of her week: 'sexta, 06/03 às 20:00'. */
const when = (instant: string) => momentText(momentOf(instant), instant);

/** The ring's sections: the time fasted, one shade per stretch between two marks (12 h, 16 h, 24 h…). */
function ringSections(elapsedMs: number, plannedMs: number, ended: boolean): RingSection[] {
  const planned = plannedMs / HOUR_MS;
  const bounds = [0, ...milestonesUpTo(planned).filter((h) => h < planned), planned];
  const sections: RingSection[] = [];
  for (let i = 1; i < bounds.length; i++) {
    const [from, to] = [bounds[i - 1]!, bounds[i]!];
    const part = Math.min(elapsedMs / HOUR_MS, to) - from;
    if (part <= 0) break;
    const color = ended ? 'gray.6' : i % 2 === 1 ? 'brand.7' : 'brand.5';
    sections.push({ value: (part / planned) * 100, color });
  }
  return sections;
}

/**
 * The fast: the hours on the ring (its marks as shades), its day of the
 * block and its end. While it runs, the hero is the whole moment, as a
 * fasting app's clock is: a big ring with the time fasted to the minute and
 * the time left, what the body is doing, the end, the next mark, ending it
 * (the screen's one filled button), the day's bottle as a line of its own,
 * and the 192 line, all in the first screen of a phone.
 */
export function FastingHero({
  fast,
  bottle = null,
  emergency,
  tick = null,
}: {
  fast: FastView;
  /** The day's bottle of electrolytes, on a fasting day she is fasting. */
  bottle?: { bottles: number; of: number } | null;
  /** The 192 line, at the foot of the hero. */
  emergency: string;
  /** Today's tick in the Journey (day-tick.tsx), on a day of the challenge. */
  tick?: React.ReactNode;
}) {
  const now = useNow(30_000);
  const { plan } = fast;
  const moment = fastMoment(plan, fast.endedAt, now);
  // An end a bottle moved past her tap ('ahead') is the app's count, not the hours she fasted, nor a goal reached.
  const state = fast.endedAhead ? 'ahead' : moment.done ? 'done' : fast.endedAt ? 'ended' : 'running';
  const planned = Math.round(plan.plannedMs / HOUR_MS);
  const hours = Math.floor(moment.elapsedMs / HOUR_MS);
  const ring = (size: number, thickness: number, label: React.ReactNode) => (
    <ProgressRing
      size={size}
      thickness={thickness}
      sections={ringSections(moment.elapsedMs, plan.plannedMs, state === 'ended' || state === 'ahead')}
      role="progressbar"
      aria-label={FAST_CLOCK.ringLabel}
      aria-valuemin={0}
      aria-valuemax={planned}
      aria-valuenow={hours}
      aria-valuetext={FAST_CLOCK.hoursOf(hours, planned)}
      label={label}
    />
  );
  if (state === 'running') {
    const next = fastProgress(plan.startedAt, now, planned);
    return (
      <Paper
        withBorder
        p="sm"
        radius="lg"
        component="section"
        aria-label={FAST_CLOCK.region}
        className={`${ui.hero} ${classes.hero}`}
      >
        <Stack gap={3} align="center">
          <Title order={2} fz="sm" ta="center" data-testid="fast-hours">
            {fast.blockDay ? (
              <>
                <span className={classes.nowrap}>{FAST_CLOCK.blockDay(fast.blockDay.day, fast.blockDay.of)}</span>
                {' · '}
              </>
            ) : null}
            <span className={classes.nowrap}>{FAST_CLOCK.hoursOf(hours, planned)}</span>
          </Title>
          {ring(
            240,
            16,
            <Stack gap={2} align="center" aria-hidden>
              <Text fw={800} fz={24} lh={1.1} c="var(--m15-accent-text)" className={classes.nowrap}>
                {formatFastDuration(moment.elapsedMs)}
              </Text>
              <Text size="sm" className={classes.nowrap}>
                {FAST_CLOCK.left(formatFastDuration(moment.msLeft))}
              </Text>
              <Text size="xs" c="dimmed" ta="center" maw={180} aria-hidden>
                {FAST_CLOCK.stageWord(hours)}
              </Text>
            </Stack>,
          )}
          {/* The ring's figures, as text for screen readers and tests: the time fasted, the time left, the stage. */}
          <VisuallyHidden data-testid="fast-elapsed-now">
            {formatFastDuration(moment.elapsedMs)}, {FAST_CLOCK.left(formatFastDuration(moment.msLeft))}.{' '}
            {FAST_CLOCK.stage(hours)}.
          </VisuallyHidden>
          <Text size="sm" ta="center" lh={1.4}>
            <span data-testid="fast-end">{FAST_CLOCK.endsAt(when(plan.endsAt))}</span>
            {next?.next && next.msToNext !== null ? (
              <>
                <br />
                <span data-testid="fast-next">{FAST_CLOCK.nextMark(next.next, formatFastDuration(next.msToNext))}</span>
              </>
            ) : null}
          </Text>
          <EndFast />
          {bottle ? <BottleLine bottles={bottle.bottles} of={bottle.of} /> : null}
          <Text size="sm" lh={1.4} data-testid="emergency-192" className={classes.emergency}>
            {emergency}
          </Text>
          {tick}
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper
      withBorder
      p="md"
      radius="lg"
      component="section"
      aria-label={FAST_CLOCK.region}
      className={`${ui.hero} ${classes.hero}`}
    >
      <Group gap="md" wrap="nowrap" align="center">
        {ring(116, 11, <RingLabel big={FAST_CLOCK.ringHours(hours)} small={FAST_CLOCK.ringOf(planned)} />)}
        <Stack gap={2} miw={0}>
          <Title order={2} size="h3">
            {state === 'done' ? FAST_CLOCK.done : FAST_CLOCK.ended}
          </Title>
          <Text fw={700} data-testid="fast-hours">
            <span className={classes.nowrap}>{FAST_CLOCK.hoursOf(hours, planned)}</span>
          </Text>
          <Text size="sm" data-testid="fast-end">
            {state === 'done'
              ? FAST_CLOCK.doneAt(when(plan.endsAt))
              : state === 'ahead'
                ? FAST_CLOCK.countedTo(when(fast.endedAt ?? plan.endsAt))
                : FAST_CLOCK.endedAt(when(fast.endedAt ?? plan.endsAt))}
          </Text>
        </Stack>
      </Group>
      {state === 'done' ? (
        <Text mt="sm" data-testid="fast-outcome">
          {FAST_CLOCK.doneLine(formatFastDuration(moment.elapsedMs))}
        </Text>
      ) : (
        <Stack gap="xs" mt="sm">
          <Text data-testid="fast-outcome">
            {state === 'ahead' ? FAST_CLOCK.aheadLine : FAST_CLOCK.endedLine(formatFastDuration(moment.elapsedMs))}
          </Text>
          {fast.canUndo ? <UndoEnd /> : null}
        </Stack>
      )}
      {tick ? <div className={classes.heroFoot}>{tick}</div> : null}
      <Text size="sm" lh={1.4} mt="sm" data-testid="emergency-192">
        {emergency}
      </Text>
    </Paper>
  );
}
