import { Paper, Text } from '@mantine/core';
import { BLOCK_TEXT } from '~/content/blocks';
import { CHALLENGE_DAYS, type ChallengeDay } from '~/domain/challenge';
import { challengeOutcome, completedLine, ENDED_TITLE } from '~/domain/outcome';

/** `completed`: the days ticked; after the 15 days only all 15 ticked is a challenge won (issue 23). */
export function challengeDayText(status: ChallengeDay, completed: readonly number[]): string {
  switch (status.kind) {
    case 'before':
      return status.daysUntil === 1 ? 'Começa em 1 dia (amanhã)' : `Começa em ${status.daysUntil} dias`;
    case 'during':
      return `Hoje é o dia ${status.day} de ${CHALLENGE_DAYS} · ${BLOCK_TEXT[status.block].name}`;
    case 'after': {
      const outcome = challengeOutcome(status, completed);
      return outcome.kind === 'won'
        ? `Desafio concluído! Os ${CHALLENGE_DAYS} dias terminaram. 🏆`
        : `${ENDED_TITLE}. ${completedLine(outcome.done)}`;
    }
  }
}

/** Which day of the challenge today is, from the profile's start date. */
export function ChallengeToday({ status, completed }: { status: ChallengeDay; completed: readonly number[] }) {
  return (
    <Paper withBorder p="sm" radius="md" className="m15-quote">
      <Text fw={700} data-testid="challenge-today">
        {challengeDayText(status, completed)}
      </Text>
    </Paper>
  );
}
