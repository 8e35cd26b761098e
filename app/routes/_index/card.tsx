import { Paper, Title } from '@mantine/core';
import ui from '~/components/ui.module.css';

/**
 * A part of Hoje: a card of its own, with a level-2 title, or, as the action
 * of the moment inside "O que fazer agora" (`nested`), a section of it with a
 * level-3 title. `label` names the region instead of its title when given.
 * `kind` draws it as one of the card kinds (docs/design.md), nested too: a
 * stop is a danger card wherever it sits.
 */
export function Card({
  id,
  title,
  nested = false,
  label,
  children,
  testId,
  kind,
}: {
  id: string;
  title: React.ReactNode;
  nested?: boolean;
  label?: string;
  children: React.ReactNode;
  testId?: string;
  kind?: 'dangerCard';
}) {
  const naming = label ? { 'aria-label': label } : { 'aria-labelledby': id };
  const heading = (
    // Focusable by script only: a part that appears after a post takes the focus to its title.
    <Title order={nested ? 3 : 2} size="h4" id={id} mb="xs" tabIndex={-1}>
      {title}
    </Title>
  );
  if (nested && kind) {
    return (
      <Paper withBorder p="sm" radius="lg" component="section" {...naming} data-testid={testId} className={ui[kind]}>
        {heading}
        {children}
      </Paper>
    );
  }
  if (nested) {
    return (
      <section {...naming} data-testid={testId}>
        {heading}
        {children}
      </section>
    );
  }
  return (
    <Paper
      withBorder
      p="md"
      radius="lg"
      component="section"
      {...naming}
      data-testid={testId}
      className={kind ? ui[kind] : undefined}
    >
      {heading}
      {children}
    </Paper>
  );
}
