import { Text } from '@mantine/core';
import { HeroCard } from '~/components/hero-card';
import { CtaLink } from '~/components/shell/cta-link';
import { RECIPES_INTRO, type Recipe } from '~/content/recipes';
import { RECIPES_HERO } from '~/content/recipes-screen';

/**
 * Receitas' hero: the recipe of the month, with the specification's note
 * that a new one arrives every month, and the screen's one action: opening
 * its tab. On a fasting day the action is the fasting note's, so this one
 * steps down to an outline.
 */
export function RecipesHero({ recipe, to, primary }: { recipe: Recipe; to: string; primary: boolean }) {
  return (
    <HeroCard
      id="receita-do-mes"
      eyebrow={RECIPES_HERO.eyebrow}
      title={
        <>
          {recipe.title} {recipe.emoji}
        </>
      }
    >
      <Text mt={4} mb="md">
        {RECIPES_INTRO.monthly}
      </Text>
      <CtaLink to={to} variant={primary ? 'filled' : 'outline'}>
        {RECIPES_HERO.open}
      </CtaLink>
    </HeroCard>
  );
}
