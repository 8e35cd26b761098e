import { Paper, Stack, Text, Title } from '@mantine/core';
import { BLOCK_TEXT } from '~/content/blocks';
import { BLOCKS, CHALLENGE_DAYS, type ChallengeDay, daysOf, dayNumber } from '~/domain/challenge';
import { JOURNEY_PROGRESS } from '~/content/journey';
import { challengeOutcome } from '~/domain/outcome';
import ui from '~/components/ui.module.css';
import classes from './journey-progress.module.css';

/** `completed`: the days ticked; after the 15 days only all 15 ticked is a challenge won. */
function challengeDayText(status: ChallengeDay, completed: readonly number[]): string {
  switch (status.kind) {
    case 'before':
      return JOURNEY_PROGRESS.startsIn(status.daysUntil);
    case 'during':
      return JOURNEY_PROGRESS.today(status.day, CHALLENGE_DAYS, BLOCK_TEXT[status.block].name);
    case 'after': {
      const outcome = challengeOutcome(status, completed);
      return outcome.kind === 'won' ? JOURNEY_PROGRESS.won(CHALLENGE_DAYS) : JOURNEY_PROGRESS.ended(outcome.done);
    }
  }
}

/**
 * The screen's hero: 'Dias completados: n/15' (spec §2), which day today is,
 * and the 15 days as one strip, grouped by block, the concluded ones filled
 * and today's marked. The strip repeats what the words say, for the eye; the
 * days are ticked in the blocks below.
 */
export function JourneyProgress({
  status,
  completed,
  action,
}: {
  status: ChallengeDay | null;
  completed: readonly number[];
  /** The screen's one filled button, when there is something to do now. */
  action?: React.ReactNode;
}) {
  const today = dayNumber(status);
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-labelledby="dias-completados" className={ui.hero}>
      <Stack gap="sm">
        <div>
          {/* One line on a 360 px phone, larger where there is room. */}
          <Title order={2} fz={{ base: 'xl', sm: 'h2' }} id="dias-completados" data-testid="days-done">
            {JOURNEY_PROGRESS.daysDone(completed.length, CHALLENGE_DAYS)}
          </Title>
          {status ? (
            <Text mt={4} data-testid="challenge-today">
              {challengeDayText(status, completed)}
            </Text>
          ) : null}
        </div>
        <div className={classes.strip} aria-hidden="true" data-testid="days-strip">
          {BLOCKS.map((block) => (
            <div key={block.id} className={classes.block} style={{ flexGrow: daysOf(block).length }}>
              <div className={classes.days}>
                {daysOf(block).map((day) => (
                  <span
                    key={day}
                    className={classes.day}
                    data-done={completed.includes(day) || undefined}
                    data-today={day === today || undefined}
                  />
                ))}
              </div>
              <span className={classes.name}>{BLOCK_TEXT[block.id].tab}</span>
            </div>
          ))}
        </div>
        {action ? <div className={classes.action}>{action}</div> : null}
      </Stack>
    </Paper>
  );
}
