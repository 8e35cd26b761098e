import { Paper, Text } from '@mantine/core';
import { TextLink } from '~/components/text-link';
import { NOT_A_DOCTOR, SAFETY_NOTE, SAFETY_PATH } from '~/content/safety-note';

/** A short, calm note for everyone: fasting days are part of the challenge, and some people need a doctor first. */
export function SafetyNote() {
  return (
    <Paper withBorder p="md" radius="lg" component="aside" aria-label={SAFETY_NOTE.label}>
      <Text size="sm">
        {SAFETY_NOTE.intro} {NOT_A_DOCTOR} <TextLink to={SAFETY_PATH}>{SAFETY_NOTE.link}</TextLink>
        {SAFETY_NOTE.after}
      </Text>
    </Paper>
  );
}
