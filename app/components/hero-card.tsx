import { Paper, type PaperProps, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import ui from './ui.module.css';

/**
 * A screen's hero (docs/design.md): the hero card kind, a small line in the
 * accent colour above it all (`eyebrow`), the level-2 title that names the
 * section, then what the screen puts under it. `big` draws the title as a
 * figure (a name, a phase); without `title`, the eyebrow names the section.
 * Hoje's and Resultados' heroes, a ring and a figure, are drawn apart.
 */
export function HeroCard({
  id,
  eyebrow,
  title,
  big = false,
  titleTestId,
  children,
  className,
  ...paper
}: {
  /** The id of the element that names the section: the title, or the eyebrow without one. */
  id: string;
  eyebrow: ReactNode;
  title?: ReactNode;
  big?: boolean;
  titleTestId?: string;
  children: ReactNode;
} & Omit<PaperProps, 'children' | 'title' | 'id'>) {
  return (
    <Paper
      withBorder
      p="md"
      radius="lg"
      component="section"
      aria-labelledby={id}
      // A screen's own class adds to the hero kind, never replaces it.
      className={className ? `${ui.hero} ${className}` : ui.hero}
      {...paper}
    >
      <Text size="sm" fw={700} c="var(--m15-accent-text)" id={title === undefined ? id : undefined}>
        {eyebrow}
      </Text>
      {title === undefined ? null : big ? (
        <Title order={2} fz={{ base: 'h2', sm: 'h1' }} id={id} data-testid={titleTestId} className={ui.heroTitle}>
          {title}
        </Title>
      ) : (
        <Title order={2} size="h3" fw={800} id={id} data-testid={titleTestId} className={ui.heroTitle}>
          {title}
        </Title>
      )}
      {children}
    </Paper>
  );
}
