import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/List.css';
import { Accordion, List, Stack, Text } from '@mantine/core';
import { useLocation } from '@remix-run/react';
import { useId } from 'react';
import ui from '~/components/ui.module.css';
import {
  BASE_MENU,
  CETO_ADVICE,
  CETO_INTRO,
  ELECTROLYTES,
  FAST_ALLOWED,
  FAST_INTRO,
  PHASES_HERO,
  PHASES_SCREEN,
} from '~/content/phases';
import { FastingSafety } from '~/components/safety';
import { SectionCard } from '~/components/section-card';
import type { BlockId } from '~/domain/challenge';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <SectionCard id={useId()} title={title}>
      {children}
    </SectionCard>
  );
}

/** What to eat in a ceto block (spec §9: advice and base menu). */
export function CetoPhase({ id }: { id: 'ceto-1' | 'ceto-2' }) {
  return (
    <Stack gap="md">
      <Text size="lg">{CETO_INTRO[id]}</Text>
      <Section title={PHASES_SCREEN.advice}>
        <List spacing="xs">
          {CETO_ADVICE.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Section>
      <Section title={PHASES_SCREEN.baseMenu}>
        <Stack gap="xs" component="dl" m={0}>
          {BASE_MENU.map(({ meal, food }) => (
            <div key={meal}>
              <Text component="dt" fw={700}>
                {meal}
              </Text>
              <Text component="dd" m={0}>
                {food}
              </Text>
            </div>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}

/** What a fasting block allows, and the electrolyte recipe with its exact quantities. */
export function FastPhase({ id }: { id: 'jejum-1' | 'jejum-final' }) {
  // A link to the safety section (Hoje's "#seguranca") opens its folds: she came to read them.
  const openSafety = useLocation().hash === '#seguranca';
  return (
    <Stack gap="md">
      <Text size="lg">{FAST_INTRO[id]}</Text>
      <Section title={PHASES_SCREEN.fastAllowed}>
        <List spacing="xs">
          {FAST_ALLOWED.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Section>
      <FastingSafety block={id} open={openSafety} />
      <Section title={ELECTROLYTES.title}>
        <List spacing="xs" mb="sm">
          {ELECTROLYTES.ingredients.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <List type="ordered" spacing="xs">
          {ELECTROLYTES.howTo.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        {/* The long notes fold; the recipe's lists (spec §9) stay open. */}
        <Accordion variant="contained" radius="md" mt="sm" order={3}>
          <Accordion.Item value="cuidados">
            <Accordion.Control className={ui.tap}>{PHASES_HERO.electrolyteMore}</Accordion.Control>
            <Accordion.Panel>
              <Text data-testid="electrolyte-limit">{ELECTROLYTES.limit}</Text>
              <Text mt="xs" data-testid="potassium-caution">
                {ELECTROLYTES.potassiumCaution}
              </Text>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Section>
    </Stack>
  );
}

export function PhasePanel({ id }: { id: BlockId }) {
  return id === 'ceto-1' || id === 'ceto-2' ? <CetoPhase id={id} /> : <FastPhase id={id} />;
}
