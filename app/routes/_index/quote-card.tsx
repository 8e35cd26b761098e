import { Paper, Text } from '@mantine/core';
import { QUOTE_CAPTION } from '~/content/quotes';
import ui from '~/components/ui.module.css';

export function QuoteCard({ quote }: { quote: string }) {
  return (
    <Paper component="figure" withBorder p="lg" radius="lg" className={ui.note} m={0}>
      <Text component="blockquote" size="lg" fw={600} fs="italic" m={0} data-testid="quote">
        “{quote}”
      </Text>
      <Text component="figcaption" size="sm" c="dimmed" mt="xs">
        {QUOTE_CAPTION}
      </Text>
    </Paper>
  );
}
