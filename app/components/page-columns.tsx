import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack } from '@mantine/core';

/** The steps between cards a screen may take: 'lg', and closer for a screen of many cards. */
type CardGap = 'sm' | 'md' | 'lg';

/**
 * A screen's two columns, side by side from Mantine's `lg` breakpoint (75em),
 * one under the other on a phone and a narrow window: the first column, then
 * the second. The screen puts each card in the column it belongs to, so the
 * two stay balanced whatever a card's height (CSS columns split by height, and
 * left a column half empty when one card was tall).
 */
export function PageColumns({
  children,
  gap = 'lg',
}: {
  children: readonly [React.ReactNode, React.ReactNode];
  /** The gap between the cards (the columns' own, on a phone): a screen of many cards may set 'md', or 'sm' (Resultados). */
  gap?: CardGap;
}) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl" verticalSpacing={gap}>
      {children}
    </SimpleGrid>
  );
}

/** One of the two columns: its cards in reading order, with the screen's gap between them. */
export function PageColumn({ children, gap = 'lg' }: { children: React.ReactNode; gap?: CardGap }) {
  return (
    <Stack gap={gap} justify="flex-start">
      {children}
    </Stack>
  );
}
