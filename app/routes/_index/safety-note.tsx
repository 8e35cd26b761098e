import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from '@remix-run/react';
import { NOT_A_DOCTOR, SAFETY_PATH } from '~/content/safety';

/** A short, calm note for everyone: fasting days are part of the challenge, and some people need a doctor first. */
export function SafetyNote() {
  return (
    <Paper withBorder p="md" radius="lg" component="aside" aria-label="Antes de jejuar">
      <Text size="sm">
        O M15 tem dias de jejum. {NOT_A_DOCTOR}{' '}
        <Anchor component={Link} to={SAFETY_PATH} c="var(--m15-accent-text)" fw={700} underline="always">
          Veja quem deve falar com um médico e os sinais para parar
        </Anchor>
        .
      </Text>
    </Paper>
  );
}
