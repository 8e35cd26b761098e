/**
 * The top of Hoje on a fasting day (issue 30): the fasting ring (the hours,
 * its marks as shades), how far into the block, the end, and ending it in
 * one tap; below the fold, the marks reached. The ring is named as a
 * progress bar (Mantine's RingProgress, as issue 30 asks) for screen readers;
 * the same figures are in the text beside it.
 */
import { Button, Group, Paper, RingProgress, type RingProgressProps, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/RingProgress.css';
import { Form, useNavigation } from '@remix-run/react';
import { BLOCK_TEXT } from '~/content/blocks';
import { FAST_CLOCK } from '~/content/fasting-clock';
import { FAST_MILESTONES } from '~/content/safety';
import { formatFastDuration, fastProgress, milestonesUpTo } from '~/domain/fasting';
import { fastMoment } from '~/domain/fasting-block';
import type { FastView } from '~/domain/fasting-day';
import { formatTimestampBR, formatWhenBR } from '~/domain/format';
import { RingLabel } from './ring-label';
import classes from './today.module.css';
import { useNow } from './use-now';

const HOUR_MS = 3_600_000;

/** The ring's sections: the time fasted, one shade per stretch between two marks (12 h, 16 h, 24 h…). */
function ringSections(elapsedMs: number, plannedMs: number, ended: boolean): RingProgressProps['sections'] {
  const planned = plannedMs / HOUR_MS;
  const bounds = [0, ...milestonesUpTo(planned).filter((h) => h < planned), planned];
  const sections: RingProgressProps['sections'] = [];
  for (let i = 1; i < bounds.length; i++) {
    const [from, to] = [bounds[i - 1]!, bounds[i]!];
    const part = Math.min(elapsedMs / HOUR_MS, to) - from;
    if (part <= 0) break;
    const color = ended ? 'gray.6' : i % 2 === 1 ? 'brand.7' : 'brand.5';
    sections.push({ value: (part / planned) * 100, color });
  }
  return sections;
}

/** The fast: the hours on the ring (its marks as shades), its day of the block and its end; ending it is one tap. */
export function FastingHero({ fast }: { fast: FastView }) {
  const now = useNow(30_000);
  const { plan } = fast;
  const moment = fastMoment(plan, fast.endedAt, now);
  const state = moment.done ? 'done' : fast.endedAt ? 'ended' : 'running';
  const planned = Math.round(plan.plannedMs / HOUR_MS);
  const hours = Math.floor(moment.elapsedMs / HOUR_MS);
  const title =
    state === 'done'
      ? FAST_CLOCK.done
      : state === 'ended'
        ? FAST_CLOCK.ended
        : plan.block
          ? BLOCK_TEXT[plan.block].name
          : FAST_CLOCK.region;
  const next = state === 'running' ? fastProgress(plan.startedAt, now, planned) : null;
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-label={FAST_CLOCK.region} className={classes.hero}>
      <Group gap="md" wrap="nowrap" align="center">
        <RingProgress
          size={116}
          thickness={11}
          sections={ringSections(moment.elapsedMs, plan.plannedMs, state === 'ended')}
          role="progressbar"
          aria-label={FAST_CLOCK.ringLabel}
          aria-valuemin={0}
          aria-valuemax={planned}
          aria-valuenow={hours}
          aria-valuetext={FAST_CLOCK.hoursOf(hours, planned)}
          label={<RingLabel big={FAST_CLOCK.ringHours(hours)} small={FAST_CLOCK.ringOf(planned)} />}
        />
        <Stack gap={2} miw={0}>
          <Title order={2} size="h3">
            {title}
          </Title>
          <Text fw={700} data-testid="fast-hours">
            {fast.blockDay && state === 'running' ? (
              <>
                <span className={classes.nowrap}>{FAST_CLOCK.blockDay(fast.blockDay.day, fast.blockDay.of)}</span>
                {' · '}
              </>
            ) : null}
            <span className={classes.nowrap}>{FAST_CLOCK.hoursOf(hours, planned)}</span>
          </Text>
          <Text size="sm" data-testid="fast-end">
            {state === 'running'
              ? FAST_CLOCK.endsAt(formatWhenBR(plan.endsAt))
              : state === 'done'
                ? FAST_CLOCK.doneAt(formatWhenBR(plan.endsAt))
                : FAST_CLOCK.endedAt(formatWhenBR(fast.endedAt ?? plan.endsAt))}
          </Text>
        </Stack>
      </Group>
      {state === 'running' ? (
        <Stack gap="xs" mt="sm">
          {next?.next && next.msToNext !== null ? (
            <Text size="sm" data-testid="fast-next">
              {FAST_CLOCK.nextMark(next.next, formatFastDuration(next.msToNext))}
            </Text>
          ) : null}
          <EndFast />
        </Stack>
      ) : state === 'done' ? (
        <Text mt="sm" data-testid="fast-outcome">
          {FAST_CLOCK.doneLine(formatFastDuration(moment.elapsedMs))}
        </Text>
      ) : (
        <Stack gap="xs" mt="sm">
          <Text data-testid="fast-outcome">{FAST_CLOCK.endedLine(formatFastDuration(moment.elapsedMs))}</Text>
          {fast.canUndo ? <UndoEnd /> : null}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The marks of a running fast, below the fold of the hero: each mark up to
 * the fast's end, reached or not, the note of the last one reached, and the
 * exact time fasted since the start.
 */
export function FastMarks({ fast }: { fast: FastView }) {
  const now = useNow(30_000);
  const { plan } = fast;
  const moment = fastMoment(plan, fast.endedAt, now);
  if (fast.endedAt || moment.done) return null;
  const planned = plan.plannedMs / HOUR_MS;
  const lastNote = FAST_MILESTONES.filter((m) => moment.elapsedMs >= m.hours * HOUR_MS && m.hours <= planned).at(-1);
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-labelledby="marcas-jejum">
      <Title order={2} size="h4" id="marcas-jejum" mb="xs">
        {FAST_CLOCK.marks}
      </Title>
      <Text size="sm" mb="xs" data-testid="fast-elapsed">
        {FAST_CLOCK.since(formatFastDuration(moment.elapsedMs), formatTimestampBR(plan.startedAt))}
      </Text>
      <Group gap={6} component="ol" aria-label={FAST_CLOCK.marks} className="m15-milestones">
        {milestonesUpTo(planned).map((h) => {
          const reached = moment.elapsedMs >= h * HOUR_MS;
          return (
            <li key={h} data-reached={reached || undefined}>
              {reached ? '✓ ' : ''}
              {h} h
            </li>
          );
        })}
      </Group>
      {lastNote ? (
        <Text size="sm" mt="xs" data-testid="fast-note">
          <strong>{lastNote.title}:</strong> {lastNote.note}
        </Text>
      ) : null}
    </Paper>
  );
}

/** "Encerrar o jejum": one tap, no question asked, no guilt. */
function EndFast() {
  const ending = useNavigation().formData?.get('intent') === 'fast-end';
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="fast-end" />
      <Group gap="xs" align="center">
        <Button
          type="submit"
          variant="default"
          loading={ending}
          aria-describedby="encerrar-nota"
          className={classes.noShrink}
        >
          {FAST_CLOCK.end}
        </Button>
        <Text size="xs" c="dimmed" id="encerrar-nota" className={classes.endNote}>
          {FAST_CLOCK.endNote}
        </Text>
      </Group>
    </Form>
  );
}

function UndoEnd() {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="fast-undo" />
      <Group gap="xs">
        <Text size="sm">{FAST_CLOCK.undoNote}</Text>
        <Button type="submit" variant="subtle" size="sm" className={classes.tap}>
          {FAST_CLOCK.undo}
        </Button>
      </Group>
    </Form>
  );
}
