import { Accordion, List, Text } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/List.css';
import { FASTING_SAFETY, WATER_WEIGHT_NOTE } from '~/content/safety';
import type { FastingBlockId } from '~/domain/challenge';
import { REFEED_STEPS } from '~/domain/refeed';
import { SectionCard } from './section-card';
import ui from './ui.module.css';

/**
 * The full fasting guidance (Fases, on the fasting tabs): who must talk to a
 * doctor first, the signs to stop, how to break this block's fast. Calm and
 * plain: most healthy adults are fine, and the app is not a doctor.
 */
export function FastingSafety({ block, open = false }: { block: FastingBlockId; open?: boolean }) {
  const s = FASTING_SAFETY;
  const w = s.warningSigns;
  const guide = s.breakFast[block];
  const steps: Record<string, string> = guide.steps;
  // The emergency stays in view; the long texts fold, closed unless a link came to read them.
  const folds = ['quem', 'sinais', 'sair'];
  return (
    // Links lead to the card (#seguranca); its title names it.
    <SectionCard id="seguranca-titulo" sectionId="seguranca" title={s.title} kind="warning" gap="sm">
      <Text>{s.intro}</Text>
      <Text c="var(--m15-danger-text)" data-testid="emergency-192">
        {w.emergency}
      </Text>
      <Accordion variant="contained" radius="md" order={3} multiple defaultValue={open ? folds : []}>
        <Fold value="quem" title={s.whoShouldNot.title}>
          <List spacing={4}>
            {s.whoShouldNot.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Fold>
        <Fold value="sinais" title={w.title}>
          <SignsAndWhatToDo />
        </Fold>
        <Fold value="sair" title={guide.title}>
          {guide.intro ? <Text mb={4}>{guide.intro}</Text> : null}
          <List type="ordered" spacing={4}>
            {REFEED_STEPS[block].map((id) => (
              <List.Item key={id}>{steps[id]}</List.Item>
            ))}
          </List>
          {[WATER_WEIGHT_NOTE, `${guide.warning.care} ${guide.warning.call}`, ...guide.notes].map((note) => (
            <Text key={note} size="sm" mt={6}>
              {note}
            </Text>
          ))}
        </Fold>
      </Accordion>
      <Text size="sm">{s.notADoctor}</Text>
    </SectionCard>
  );
}

function Fold({ value, title, children }: { value: string; title: string; children: React.ReactNode }) {
  return (
    <Accordion.Item value={value}>
      <Accordion.Control className={ui.tap}>{title}</Accordion.Control>
      <Accordion.Panel>{children}</Accordion.Panel>
    </Accordion.Item>
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
