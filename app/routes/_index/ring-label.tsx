import { Stack, Text } from '@mantine/core';

/** The label inside Hoje's rings (progress-ring.tsx): a big figure and what it counts. */
export function RingLabel({ big, small }: { big: string; small: string }) {
  return (
    <Stack gap={0} align="center" aria-hidden>
      <Text fw={800} fz={22} lh={1.1} c="var(--m15-accent-text)">
        {big}
      </Text>
      <Text size="xs" c="dimmed">
        {small}
      </Text>
    </Stack>
  );
}
