import { Accordion, List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/List.css';
import { TRANSFER_TO_OTHER, TRANSFER_TO_PHONE } from '~/content/transfer';
import ui from './ui.module.css';

/**
 * How to take the data to another device, in order: back up here, send the
 * file, install there, restore it in the installed app. To the phone
 * (Instalar on a computer, `target="phone"`), the steps differ by phone: an
 * iPhone's home-screen app keeps data apart from Safari, so the restore must
 * be done in the app opened by its icon. `backup` is shown under the first
 * step (the backup button, where the screen has none already). Perfil →
 * Seus dados shows the way to any other device (`target="other"`),
 * `folded`: under its title, closed until tapped (docs/design.md, "Long
 * content folds"). Unfolded, the steps go under the screen's own heading
 * (Instalar's card, titled `TRANSFER_TO_PHONE.title`).
 */
export function TransferSteps({
  target,
  order,
  backup,
  folded = false,
}: {
  target: 'phone' | 'other';
  /** The level of the heading the steps sit under: the fold's own, when folded. */
  order: 2 | 3;
  backup?: React.ReactNode;
  folded?: boolean;
}) {
  const text = target === 'phone' ? TRANSFER_TO_PHONE : TRANSFER_TO_OTHER;
  const steps = (
    <>
      <Text size="sm">{text.intro}</Text>
      {target === 'phone' ? (
        <>
          <Text size="sm" fw={700}>
            {TRANSFER_TO_PHONE.backup}
          </Text>
          {backup}
          {/* Side by side where there is room (a computer's screen, where she reads them). */}
          <div className="m15-actions" data-testid="transfer-phone">
            {TRANSFER_TO_PHONE.phones.map((phone) => (
              <Stack key={phone.id} gap={4} data-testid={`transfer-${phone.id}`}>
                <Title order={(order + 1) as 3 | 4} size="h5">
                  {phone.title}
                </Title>
                <List type="ordered" spacing="xs" size="sm">
                  {phone.steps.map((step) => (
                    <List.Item key={step}>{step}</List.Item>
                  ))}
                </List>
              </Stack>
            ))}
          </div>
        </>
      ) : (
        <List type="ordered" spacing="xs" size="sm" data-testid="transfer-other">
          {TRANSFER_TO_OTHER.steps.map((step, i) => (
            <List.Item key={step}>
              {step}
              {i === 0 && backup ? <div style={{ marginTop: 'var(--mantine-spacing-xs)' }}>{backup}</div> : null}
            </List.Item>
          ))}
        </List>
      )}
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
  return steps;
}
