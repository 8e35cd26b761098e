import { Paper, Text } from '@mantine/core';
import { BLOCK_TEXT } from '~/content/blocks';
import { CHALLENGE_DAYS, type ChallengeDay } from '~/domain/challenge';

export function challengeDayText(status: ChallengeDay): string {
  switch (status.kind) {
    case 'before':
      return status.daysUntil === 1 ? 'Começa em 1 dia (amanhã)' : `Começa em ${status.daysUntil} dias`;
    case 'during':
      return `Hoje é o dia ${status.day} de ${CHALLENGE_DAYS} · ${BLOCK_TEXT[status.block].name}`;
    case 'after':
      return `Desafio concluído! Os ${CHALLENGE_DAYS} dias terminaram. 🏆`;
  }
}

/** Which day of the challenge today is, from the profile's start date. */
export function ChallengeToday({ status }: { status: ChallengeDay }) {
  return (
    <Paper withBorder p="sm" radius="md" className="m15-quote">
      <Text fw={700} data-testid="challenge-today">
        {challengeDayText(status)}
      </Text>
    </Paper>
  );
}
