// The element floor: the floor page with as many Mantine elements as the
// bench counted in a day-7 Hoje's first frame (BENCH_FLOOR_ELEMENTS, its
// total, the page's own three included), laid out by ../../elements.mjs.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { floorLayout } from '../../elements.mjs';

const { sections, loose } = floorLayout(Number(import.meta.env.BENCH_FLOOR_ELEMENTS));

export default function Elements() {
  return (
    <>
      {sections.map((rows, s) => (
        <Paper key={s} withBorder p="sm">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Seção {s + 1}
            </Title>
            {Array.from({ length: rows }, (_, r) => (
              <Group key={r} justify="space-between">
                <Text span>Linha {r + 1}</Text>
                <Text span>{(r + 1) * 7} min</Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
      {Array.from({ length: loose }, (_, i) => (
        <Text key={i}>Nota {i + 1}</Text>
      ))}
    </>
  );
}
