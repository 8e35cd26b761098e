import { Group, Text } from '@mantine/core';
import { HeroCard } from '~/components/hero-card';
import { CtaLink } from '~/components/shell/cta-link';
import { BLOCK_TEXT } from '~/content/blocks';
import { BMI_CATEGORY_TEXT } from '~/content/bmi';
import { PROFILE_HERO } from '~/content/profile-screen';
import { CHALLENGE_DAYS, type ChallengeDay } from '~/domain/challenge';
import { formatOneDecimal } from '~/domain/format';
import { parseDecimal } from '~/domain/numbers';
import { bmi, bmiCategory } from '~/domain/profile';
import type { Profile } from '~/domain/stored';
import classes from './profile-hero.module.css';

/**
 * Perfil's hero once a profile is saved: her name, the day of the challenge
 * and her BMI, with the screen's one filled button: back to the day. The form
 * under it edits what the hero shows.
 */
export function ProfileHero({ profile, status }: { profile: Profile; status: ChallengeDay | null }) {
  const value = bmi(parseDecimal(profile.initialWeight) ?? 0, parseDecimal(profile.height) ?? 0);
  return (
    <HeroCard id="perfil-nome" eyebrow={PROFILE_HERO.eyebrow} title={profile.name} big titleTestId="profile-hero-name">
      {status ? <Text mt={4}>{dayText(status)}</Text> : null}
      {value === null ? null : (
        <Group gap={8} mt="xs" align="baseline" wrap="nowrap">
          <Text fw={800} fz="xl" style={{ whiteSpace: 'nowrap' }} data-testid="profile-hero-bmi">
            {PROFILE_HERO.bmi}&nbsp;{formatOneDecimal(value)}
          </Text>
          <Text c="dimmed">{BMI_CATEGORY_TEXT[bmiCategory(value)]}</Text>
        </Group>
      )}
      <Group mt="md" className={classes.action}>
        <CtaLink to="/">{PROFILE_HERO.goToday}</CtaLink>
      </Group>
    </HeroCard>
  );
}

function dayText(status: ChallengeDay): string {
  switch (status.kind) {
    case 'before':
      return PROFILE_HERO.startsIn(status.daysUntil);
    case 'during':
      return PROFILE_HERO.day(status.day, CHALLENGE_DAYS, BLOCK_TEXT[status.block].name);
    case 'after':
      return PROFILE_HERO.ended;
  }
}
