import { Text } from '@mantine/core';
import { HeroCard } from '~/components/hero-card';
import { DIARY_HERO } from '~/content/diary-screen';
import { formatDateBR, formatMeasure, formatWeight } from '~/domain/format';
import type { DiaryEntry } from '~/domain/stored';

/**
 * Diário's hero: today's record (weight and water), or else the last weight
 * and its day; for a new diary, where it will show. Compact, so the form's
 * button stays in the first screen of a phone.
 */
export function DiaryHero({ entries, today }: { entries: readonly DiaryEntry[]; today: string }) {
  const latest = [...entries].sort((a, b) => b.date.localeCompare(a.date))[0];
  return (
    <HeroCard
      id="diario-hero"
      eyebrow={
        latest
          ? latest.date === today
            ? DIARY_HERO.today
            : DIARY_HERO.last(formatDateBR(latest.date))
          : DIARY_HERO.none
      }
    >
      {latest ? (
        <Text fz="h1" fw={800} lh={1.15} data-testid="diary-hero-weight">
          {formatWeight(latest.weight)}&nbsp;kg
          {latest.date === today && latest.water ? (
            <Text span fz="lg" fw={400} c="dimmed" ml="sm" style={{ whiteSpace: 'nowrap' }}>
              {DIARY_HERO.water(formatMeasure(latest.water))}
            </Text>
          ) : null}
        </Text>
      ) : (
        <Text mt={4}>{DIARY_HERO.noneText}</Text>
      )}
    </HeroCard>
  );
}
