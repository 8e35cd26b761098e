import { Paper, Text } from '@mantine/core';
import { TextLink } from '~/components/text-link';
import { NOT_A_DOCTOR, SAFETY_PATH } from '~/content/safety';

/** A short, calm note for everyone: fasting days are part of the challenge, and some people need a doctor first. */
export function SafetyNote() {
  return (
    <Paper withBorder p="md" radius="lg" component="aside" aria-label="Antes de jejuar">
      <Text size="sm">
        O M15 tem dias de jejum. {NOT_A_DOCTOR}{' '}
        <TextLink to={SAFETY_PATH}>Veja quem deve falar com um médico e os sinais para parar</TextLink>.
      </Text>
    </Paper>
  );
}
