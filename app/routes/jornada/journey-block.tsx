import '@mantine/core/styles/Progress.css';
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Link, useFetcher } from '@remix-run/react';
import { IconCheck } from '@tabler/icons-react';
import { BLOCK_TEXT } from '~/content/blocks';
import { type Block, blockProgress, daysOf } from '~/domain/challenge';
import type { Toast } from '~/domain/toast';
import classes from './journey-block.module.css';
import { useResultToast } from '~/components/toast';

interface Props {
  block: Block;
  completed: readonly number[];
  today: number | null;
}

/** One protocol block of the Journey: its progress and its days. */
export function JourneyBlock({ block, completed, today }: Props) {
  const text = BLOCK_TEXT[block.id];
  const { done, total, percent } = blockProgress(block, completed);
  const headingId = `bloco-${block.id}`;
  return (
    <Paper component="section" withBorder p="md" radius="lg" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {text.name}
            </Title>
            <Text size="sm" c="dimmed">
              Dias {block.first} a {block.last} · {text.summary}
            </Text>
          </div>
          <Text fw={700} data-testid="block-count">
            {done}/{total}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Progress value={percent} aria-label={`Progresso de ${text.name}`} style={{ flex: 1 }} size="lg" />
          <Text size="sm" fw={600} w={44} ta="right" data-testid="block-percent">
            {percent}%
          </Text>
        </Group>
        <div className={classes.grid}>
          {daysOf(block).map((day) => (
            <DayButton key={day} day={day} done={completed.includes(day)} isToday={day === today} />
          ))}
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
          Ver a fase {text.tab}
        </Button>
      </Stack>
    </Paper>
  );
}

/** A real toggle button; it saves through a fetcher so the page neither navigates nor jumps. */
function DayButton({ day, done, isToday }: { day: number; done: boolean; isToday: boolean }) {
  const fetcher = useFetcher<{ ok: boolean; toast?: Toast }>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post">
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
          Dia {day}
        </span>
        {isToday ? <span className={classes.todayLabel}>Hoje</span> : null}
      </button>
    </fetcher.Form>
  );
}
