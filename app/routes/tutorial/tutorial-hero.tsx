import { Text } from '@mantine/core';
import { HeroCard } from '~/components/hero-card';
import { CtaLink } from '~/components/shell/cta-link';
import { TUTORIAL_HERO } from '~/content/tutorial';
import { CHALLENGE_DAYS, type ChallengeDay } from '~/domain/challenge';

/**
 * The tutorial's hero and its one action: the screen she needs once she has
 * read it. No profile yet: Perfil, where everything starts. During the
 * challenge: today, on Hoje. Before the start or after the 15 days: Hoje.
 */
export function TutorialHero({ status, hasProfile }: { status: ChallengeDay | null; hasProfile: boolean }) {
  const during = status?.kind === 'during' ? status : null;
  const { title, text, to, action } = !hasProfile
    ? { ...TUTORIAL_HERO.noProfile, to: '/perfil' }
    : during
      ? {
          title: TUTORIAL_HERO.during.title(during.day, CHALLENGE_DAYS),
          text: TUTORIAL_HERO.during.text,
          to: '/',
          action: TUTORIAL_HERO.during.action(during.day),
        }
      : { ...TUTORIAL_HERO.other, to: '/' };
  return (
    <HeroCard id="tutorial-proximo" eyebrow={TUTORIAL_HERO.eyebrow} title={title}>
      <Text mt={4} mb="md">
        {text}
      </Text>
      <CtaLink to={to}>{action}</CtaLink>
    </HeroCard>
  );
}
