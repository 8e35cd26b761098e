import {
  Box,
  Group,
  Paper,
  type PaperProps,
  Stack,
  type StackProps,
  Text,
  Title,
  type TitleProps,
} from '@mantine/core';
import { forwardRef, type ReactNode, useEffect, useRef } from 'react';
import ui from './ui.module.css';

/** The card kinds of docs/design.md, each a colour role (ui.module.css); none is Mantine's plain card. */
export type CardKind = 'hero' | 'action' | 'guidance' | 'note' | 'warning' | 'danger';

const KIND_CLASS: Record<CardKind, string | undefined> = {
  hero: ui.hero,
  action: ui.action,
  guidance: ui.guidance,
  note: ui.note,
  warning: ui.warning,
  danger: ui.dangerCard,
};

type SectionCardProps = {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** A quiet line under the title, read with it (a Jornada block's days). */
  caption?: ReactNode;
  /** What stands at the end of the title's row (a Jornada block's count of days done). */
  aside?: ReactNode;
  kind?: CardKind;
  /** The section's own id, where a link leads to the card rather than to its title. */
  sectionId?: string;
  nested?: boolean;
  label?: string;
  gap?: StackProps['gap'];
  /** The heading's look where it differs: its size, colour or margin. */
  titleProps?: Omit<TitleProps, 'order' | 'id' | 'children'>;
  /** The heading takes the focus from a script (a part that appears after a post). */
  focusable?: boolean;
  /** The heading takes the focus when this turns true (the answer to a post just drawn); implies `focusable`. */
  focusNow?: boolean;
  testId?: string;
  className?: string;
  children: ReactNode;
} & Omit<PaperProps, 'children' | 'title' | 'id'>;

/**
 * A titled section card: a Paper withBorder, radius lg, of one kind, named by
 * its level-2 heading (h4 in size). `nested`, it is a section of the card
 * around it (Hoje's "O que fazer agora"), with a level-3 title and no card of
 * its own. `label` names the region instead of its title. With `gap`, the
 * title and the content stand in one Stack of that gap; without it, the title
 * keeps a margin under it. A `caption` goes under the title, an `aside` at the
 * end of its row.
 */
export const SectionCard = forwardRef<HTMLElement, SectionCardProps>(function SectionCard(
  {
    id,
    title,
    caption,
    aside,
    kind,
    sectionId,
    nested = false,
    label,
    gap,
    titleProps,
    focusable = false,
    focusNow = false,
    testId,
    className,
    children,
    ...paper
  },
  ref,
) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusNow) titleRef.current?.focus();
  }, [focusNow]);
  const naming = label ? { 'aria-label': label } : { 'aria-labelledby': id };
  // Without a stack's gap, the heading keeps a margin under it: on its outermost part.
  const below = gap === undefined ? 'xs' : undefined;
  const titled = (
    <Title
      order={nested ? 3 : 2}
      size="h4"
      id={id}
      mb={caption === undefined && aside === undefined ? below : undefined}
      ref={titleRef}
      tabIndex={focusable || focusNow ? -1 : undefined}
      {...titleProps}
    >
      {title}
    </Title>
  );
  const captioned =
    caption === undefined ? (
      titled
    ) : (
      <Box mb={aside === undefined ? below : undefined}>
        {titled}
        <Text size="sm" c="dimmed">
          {caption}
        </Text>
      </Box>
    );
  const heading =
    aside === undefined ? (
      captioned
    ) : (
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb={below}>
        {captioned}
        {aside}
      </Group>
    );
  const body =
    gap === undefined ? (
      <>
        {heading}
        {children}
      </>
    ) : (
      <Stack gap={gap}>
        {heading}
        {children}
      </Stack>
    );
  // A kind draws a card inside the card around it too: a stop is a danger card wherever it sits.
  if (nested && kind) {
    return (
      <Paper
        ref={ref}
        withBorder
        p="sm"
        radius="lg"
        component="section"
        id={sectionId}
        {...naming}
        data-testid={testId}
        className={KIND_CLASS[kind]}
      >
        {body}
      </Paper>
    );
  }
  // A Paper with none of its look, a plain section: every branch draws one component, so a card that moves
  // in or out of the card around it (Hoje's record) keeps its content, and what was typed in it.
  if (nested) {
    return (
      <Paper unstyled ref={ref} component="section" id={sectionId} {...naming} data-testid={testId}>
        {body}
      </Paper>
    );
  }
  const classes = [kind ? KIND_CLASS[kind] : undefined, className].filter(Boolean).join(' ') || undefined;
  return (
    <Paper
      ref={ref}
      withBorder
      p="md"
      radius="lg"
      component="section"
      id={sectionId}
      {...naming}
      data-testid={testId}
      className={classes}
      {...paper}
    >
      {body}
    </Paper>
  );
});
