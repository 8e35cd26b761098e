import { Paper, Text, Title } from '@mantine/core';
import { CtaLink } from '~/components/shell/cta-link';
import ui from '~/components/ui.module.css';
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
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="receita-do-mes" className={ui.hero}>
      <Text size="sm" fw={700} c="var(--m15-accent-text)">
        {RECIPES_HERO.eyebrow}
      </Text>
      <Title order={2} size="h3" fw={800} id="receita-do-mes">
        {recipe.title} {recipe.emoji}
      </Title>
      <Text mt={4} mb="md">
        {RECIPES_INTRO.monthly}
      </Text>
      <CtaLink to={to} variant={primary ? 'filled' : 'outline'}>
        {RECIPES_HERO.open}
      </CtaLink>
    </Paper>
  );
}
