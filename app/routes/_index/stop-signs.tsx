import { Accordion, Text } from '@mantine/core';
import { SectionCard } from '~/components/section-card';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/List.css';
import { SignsAndWhatToDo } from '~/components/safety';
import ui from '~/components/ui.module.css';
import { AFTER_FAST } from '~/content/after-fast';
import { FASTING_SAFETY } from '~/content/safety';
import { TODAY_TOP } from '~/content/today';

/**
 * The signs to stop, compact, on every fasting day and the days she comes
 * out of a fast: the line "ligue 192 (SAMU)" always in view, and the whole
 * list with what to do one tap away, in an expander that starts closed
 * (Mantine's Accordion: a button with aria-expanded, the panel hidden until
 * it opens). `eating`: she is not fasting, so nothing speaks of stopping one.
 */
export function StopSigns({
  eating = false,
  emergency = true,
}: {
  eating?: boolean;
  /** This card's 192 line is the screen's first (no hero above says it). */
  emergency?: boolean;
}) {
  const w = FASTING_SAFETY.warningSigns;
  return (
    <SectionCard id="sinais-parar" title={eating ? AFTER_FAST.signsTitle : w.title} titleProps={{ mb: 4 }}>
      <Text fw={700} data-testid={emergency ? 'emergency-192' : 'signs-192'}>
        {eating ? AFTER_FAST.emergency : w.emergency}
      </Text>
      <Accordion variant="default" chevronPosition="right" order={3} mt={4}>
        <Accordion.Item value="sinais" style={{ borderBottom: 0 }}>
          <Accordion.Control className={ui.tap} px={0}>
            {TODAY_TOP.allSigns}
          </Accordion.Control>
          <Accordion.Panel data-testid="all-signs">
            <SignsAndWhatToDo />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </SectionCard>
  );
}
