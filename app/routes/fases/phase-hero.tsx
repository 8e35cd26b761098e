import { Text } from '@mantine/core';
import { HeroCard } from '~/components/hero-card';
import { CtaLink } from '~/components/shell/cta-link';
import { BLOCK_TEXT } from '~/content/blocks';
import { PHASES_HERO } from '~/content/phases';
import { PRE_FAST_CHECK } from '~/content/pre-fast-check';
import { BLOCKS, CHALLENGE_DAYS, type ChallengeDay, daysOf } from '~/domain/challenge';
import classes from './phase-hero.module.css';

/**
 * Fases' hero: the phase of today, large, with its days (today's marked),
 * and the one action from here: back to the day on Hoje, or, without a start
 * date, to the Perfil that sets it. Before or after the 15 days it shows the
 * first phase. On a day of a fasting phase she does not fast (`eating`), it
 * says so, in the words of Hoje's day ring.
 */
export function PhaseHero({ status, eating = false }: { status: ChallengeDay | null; eating?: boolean }) {
  const during = status?.kind === 'during' ? status : null;
  const block = BLOCKS.find((b) => b.id === (during?.block ?? 'ceto-1'))!;
  return (
    <HeroCard
      id="fase-de-hoje"
      eyebrow={during ? PHASES_HERO.today : PHASES_HERO.first}
      title={BLOCK_TEXT[block.id].name}
      big
      titleTestId="phase-today"
    >
      <Text mt={4}>
        {PHASES_HERO.days(block.first, block.last)}
        {during ? `. ${PHASES_HERO.dayOf(during.day, CHALLENGE_DAYS)}` : '.'}
      </Text>
      {eating ? (
        <Text mt={4} data-testid="phase-eating">
          {PRE_FAST_CHECK.stoppedSummary}
        </Text>
      ) : null}
      {/* The days, for the eye: the words above say them. */}
      <div className={classes.days} aria-hidden="true">
        {daysOf(block).map((day) => (
          <span key={day} className={classes.day} data-today={day === during?.day || undefined}>
            {day}
          </span>
        ))}
      </div>
      <div className={classes.action}>
        {during ? (
          <CtaLink to="/">{PHASES_HERO.goToday(during.day)}</CtaLink>
        ) : status === null ? (
          <CtaLink to="/perfil">{PHASES_HERO.setStart}</CtaLink>
        ) : (
          <CtaLink to="/">{PHASES_HERO.openToday}</CtaLink>
        )}
      </div>
      {status === null ? (
        <Text size="sm" c="dimmed" mt="xs">
          {PHASES_HERO.noStart}
        </Text>
      ) : null}
    </HeroCard>
  );
}
