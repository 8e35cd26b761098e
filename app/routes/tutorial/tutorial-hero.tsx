import { Paper, Text, Title } from '@mantine/core';
import { CtaLink } from '~/components/shell/cta-link';
import ui from '~/components/ui.module.css';
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
    <Paper withBorder p="md" radius="lg" component="section" aria-labelledby="tutorial-proximo" className={ui.hero}>
      <Text size="sm" fw={700} c="var(--m15-accent-text)">
        {TUTORIAL_HERO.eyebrow}
      </Text>
      <Title order={2} size="h3" fw={800} id="tutorial-proximo">
        {title}
      </Title>
      <Text mt={4} mb="md">
        {text}
      </Text>
      <CtaLink to={to}>{action}</CtaLink>
    </Paper>
  );
}
