import { Accordion, List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/List.css';
import ui from './ui.module.css';
import { TRANSFER_TEXT, type TransferTarget } from '~/content/transfer';

/**
 * How to take the data to another device (issue 31), in three steps in
 * order: back up here, send the file, restore it there. `backup` is shown
 * under the first step (the backup button, where the screen has none
 * already). Instalar (to the phone) and Perfil → Seus dados (to a computer or
 * a new phone) show it; `folded`: under its title, closed until tapped
 * (docs/design.md, "Long content folds").
 */
export function TransferSteps({
  target,
  headingId,
  order,
  backup,
  folded = false,
}: {
  target: TransferTarget;
  headingId: string;
  /** The heading's level where the screen shows it. */
  order: 2 | 3;
  backup?: React.ReactNode;
  folded?: boolean;
}) {
  const text = TRANSFER_TEXT[target];
  const [first, ...rest] = text.steps;
  const steps = (
    <>
      <Text size="sm">{text.intro}</Text>
      <List type="ordered" spacing="xs" size="sm" mt="xs" data-testid={`transfer-${target}`}>
        <List.Item>
          {first}
          {backup ? <div style={{ marginTop: 'var(--mantine-spacing-xs)' }}>{backup}</div> : null}
        </List.Item>
        {rest.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
    </>
  );
  if (folded)
    return (
      <Accordion variant="contained" radius="md" order={order}>
        <Accordion.Item value={target}>
          <Accordion.Control className={ui.tap}>{text.title}</Accordion.Control>
          <Accordion.Panel>{steps}</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    );
  return (
    <Stack gap="xs">
      <Title order={order} size="h4" id={headingId}>
        {text.title}
      </Title>
      {steps}
    </Stack>
  );
}
