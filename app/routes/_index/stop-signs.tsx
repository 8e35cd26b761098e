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
 * Under a hero, which holds the 192 line, the card does not say it again.
 */
export function StopSigns({
  eating = false,
  emergency = true,
}: {
  eating?: boolean;
  /** No hero above says the 192 line: this card holds it. */
  emergency?: boolean;
}) {
  const w = FASTING_SAFETY.warningSigns;
  return (
    // Take care: the warning kind (docs/design.md), as the safety cards on Fases.
    <SectionCard
      id="sinais-parar"
      kind="warning"
      title={eating ? AFTER_FAST.signsTitle : w.title}
      titleProps={{ mb: 4 }}
    >
      {emergency ? (
        <Text fw={700} data-testid="emergency-192">
          {eating ? AFTER_FAST.emergency : w.emergency}
        </Text>
      ) : null}
      <SignsFold />
    </SectionCard>
  );
}

/**
 * The whole list of signs with what to do, one tap away: this card's, and the
 * last fold of the way out of a fast when that is what to do now.
 */
export function SignsFold() {
  return (
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
  );
}
