import { List, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { FASTING_SAFETY, WATER_WEIGHT_NOTE } from '~/content/safety';
import type { FastingBlockId } from '~/domain/challenge';
import { REFEED_STEPS } from '~/domain/refeed';

/**
 * The full fasting guidance (Fases, on the fasting tabs): who must talk to a
 * doctor first, the signs to stop, how to break this block's fast. Calm and
 * plain: most healthy adults are fine, and the app is not a doctor.
 */
export function FastingSafety({ block }: { block: FastingBlockId }) {
  const s = FASTING_SAFETY;
  const guide = s.breakFast[block];
  const steps: Record<string, string> = guide.steps;
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-labelledby="seguranca" id="seguranca">
      <Stack gap="sm">
        <Title order={2} size="h4" id="seguranca">
          {s.title}
        </Title>
        <Text>{s.intro}</Text>
        <SafetyList title={s.whoShouldNot.title} items={s.whoShouldNot.items} />
        <WarningSigns />
        <div>
          <Title order={3} size="h5" mb={4}>
            {guide.title}
          </Title>
          {guide.intro ? <Text mb={4}>{guide.intro}</Text> : null}
          <List type="ordered" spacing={4}>
            {REFEED_STEPS[block].map((id) => (
              <List.Item key={id}>{steps[id]}</List.Item>
            ))}
          </List>
          {[...guide.notes, WATER_WEIGHT_NOTE].map((note) => (
            <Text key={note} size="sm" mt={6}>
              {note}
            </Text>
          ))}
        </div>
        <Text size="sm" fw={600}>
          {s.notADoctor}
        </Text>
      </Stack>
    </Paper>
  );
}

function SafetyList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      <List spacing={4}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </div>
  );
}

/**
 * The signs to stop fasting and what to do, in the full guidance. The
 * emergency (call 192) is read before the list and before any advice to sit
 * down or drink (Hoje shows the same, compact: routes/_index/stop-signs.tsx).
 */
export function WarningSigns() {
  const w = FASTING_SAFETY.warningSigns;
  return (
    <div>
      <Title order={3} size="h5" mb={4}>
        {w.title}
      </Title>
      <Text fw={700} mb={6} data-testid="emergency-192">
        {w.emergency}
      </Text>
      <SignsAndWhatToDo />
    </div>
  );
}

/** The list of signs to stop and what to do with any of them. */
export function SignsAndWhatToDo() {
  const w = FASTING_SAFETY.warningSigns;
  return (
    <>
      <List spacing={4}>
        {w.items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
      <Text size="sm" mt={6}>
        {w.action}
      </Text>
    </>
  );
}
