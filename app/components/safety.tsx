import { List, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { FASTING_SAFETY } from '~/content/safety';

/**
 * The full fasting guidance (Fases, on the fasting tabs): who must talk to a
 * doctor first, the signs to stop, how to break this block's fast. Calm and
 * plain: most healthy adults are fine, and the app is not a doctor.
 */
export function FastingSafety({ breakFast }: { breakFast: 'day7' | 'day16' }) {
  const s = FASTING_SAFETY;
  const guide = s.breakFast[breakFast];
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
          <List type="ordered" spacing={4}>
            {guide.steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
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
 * The signs to stop fasting and what to do: on every fasting day and in the
 * full guidance. The emergency (call 192) is read before the list and before
 * any advice to sit down or drink.
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
      <List spacing={4}>
        {w.items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
      <Text size="sm" mt={6}>
        {w.action}
      </Text>
    </div>
  );
}
