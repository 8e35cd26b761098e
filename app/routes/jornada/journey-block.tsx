import '@mantine/core/styles/Progress.css';
import { Button, Group, Paper, Progress, Text } from '@mantine/core';
import { Link, useFetcher } from '@remix-run/react';
import { IconCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { SectionCard } from '~/components/section-card';
import { TextLink } from '~/components/text-link';
import { useResultToast } from '~/components/show-toast';
import { BLOCK_TEXT } from '~/content/blocks';
import { JOURNEY_BLOCK, JOURNEY_DONE } from '~/content/journey';
import { type Block, blockProgress, daysOf } from '~/domain/challenge';
import { celebrate } from '~/lib/celebrate';
import classes from './journey-block.module.css';
import type { JourneyActionResult } from './action';
import ui from '~/components/ui.module.css';

/** One fetcher per day, shared by its toggle and by the confirmation of a day to come. */
export const dayFetcherKey = (day: number) => `day-${day}`;

interface Props {
  block: Block;
  completed: readonly number[];
  today: number | null;
  /** A day that has not come yet (ticking it asks first). */
  isAhead: (day: number) => boolean;
  onAskFirst: (day: number) => void;
}

/** One protocol block of the Journey: its progress and its days, its count of days done by its title. */
export function JourneyBlock({ block, completed, today, isAhead, onAskFirst }: Props) {
  const text = BLOCK_TEXT[block.id];
  const { done, total, percent } = blockProgress(block, completed);
  return (
    <SectionCard
      id={`bloco-${block.id}`}
      title={text.name}
      caption={JOURNEY_BLOCK.days(block.first, block.last, text.summary)}
      aside={
        <Text fw={700} data-testid="block-count">
          {done}/{total}
        </Text>
      }
      gap="sm"
    >
      <Group gap="sm" wrap="nowrap">
        <Progress value={percent} aria-label={JOURNEY_BLOCK.progress(text.name)} style={{ flex: 1 }} size="lg" />
        <Text size="sm" fw={600} w={44} ta="right" data-testid="block-percent">
          {percent}%
        </Text>
      </Group>
      <div className={classes.grid}>
        {daysOf(block).map((day) => {
          const isDone = completed.includes(day);
          return (
            <DayButton
              key={day}
              day={day}
              done={isDone}
              isToday={day === today}
              askFirst={!isDone && isAhead(day) ? () => onAskFirst(day) : null}
            />
          );
        })}
      </div>
      <Button
        component={Link}
        to={`/fases?fase=${block.id}`}
        variant="subtle"
        size="md"
        mih={44}
        px={4}
        style={{ alignSelf: 'flex-start' }}
      >
        {JOURNEY_BLOCK.phaseLink(block.id)}
      </Button>
    </SectionCard>
  );
}

/**
 * A real toggle button; it saves through a fetcher so the page neither
 * navigates nor jumps. A day that has not come yet asks first (`askFirst`).
 */
function DayButton({
  day,
  done,
  isToday,
  askFirst,
}: {
  day: number;
  done: boolean;
  isToday: boolean;
  askFirst: (() => void) | null;
}) {
  const fetcher = useFetcher<JourneyActionResult>({ key: dayFetcherKey(day) });
  useResultToast(fetcher.data);
  useEffect(() => {
    if (fetcher.data?.finished) celebrate();
  }, [fetcher.data]);
  return (
    <fetcher.Form
      method="post"
      onSubmit={(e) => {
        if (!askFirst) return;
        e.preventDefault();
        askFirst();
      }}
    >
      <input type="hidden" name="day" value={day} />
      <input type="hidden" name="done" value={String(!done)} />
      <button
        type="submit"
        aria-pressed={done}
        aria-current={isToday ? 'date' : undefined}
        className={`${classes.day} ${isToday ? classes.today : ''}`}
      >
        <span className={classes.label}>
          {done ? <IconCheck size={18} aria-hidden="true" /> : null}
          {JOURNEY_BLOCK.day(day)}
        </span>
        {isToday ? <span className={classes.todayLabel}>{JOURNEY_BLOCK.today}</span> : null}
      </button>
    </fetcher.Form>
  );
}

/** All 15 days ticked: the way to the results, in the page. */
export function ChallengeDone() {
  return (
    <Paper withBorder p="md" radius="lg" className={ui.guidance} role="status" data-testid="challenge-done">
      <Text fw={800} size="lg">
        {JOURNEY_DONE.title}
      </Text>
      <TextLink to="/resultados" standalone>
        {JOURNEY_DONE.link}
      </TextLink>
    </Paper>
  );
}
