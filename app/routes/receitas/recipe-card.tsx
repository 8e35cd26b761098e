import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { useFetcher } from '@remix-run/react';
import { IconChevronDown, IconHeart, IconMoodSad, IconMoodSmile } from '@tabler/icons-react';
import { useState } from 'react';
import { BLOCK_TEXT } from '~/content/blocks';
import type { Recipe } from '~/content/recipes';
import { RATING_LABELS } from '~/content/recipes';
import { RECIPE_CARD } from '~/content/recipes-screen';
import { toggleRating } from '~/domain/ratings';
import { RATINGS, type Rating } from '~/domain/stored';
import type { Toast } from '~/domain/toast';
import ui from '~/components/ui.module.css';
import recipes from './recipes.module.css';
import { useResultToast } from '~/components/show-toast';

const RATING_ICONS = { amei: IconHeart, engana: IconMoodSmile, nao_gostei: IconMoodSad } as const;

/**
 * One recipe: closed it shows its picture, title and the phases it suits, so a
 * category reads at a glance; a tap anywhere on that part opens the
 * ingredients, the steps, the tip and the rating, which is saved at once
 * through the route's action.
 */
export function RecipeCard({ recipe, rating }: { recipe: Recipe; rating: Rating | null }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<{ ok: boolean; toast?: Toast }>({ key: `rate-${recipe.id}` });
  // Only a failed save (e.g. storage full) has something to say.
  useResultToast(fetcher.data);
  // While a click is on its way, show what it will store.
  const pending = fetcher.formData?.get('rating');
  const shown = typeof pending === 'string' ? toggleRating(rating, pending as Rating) : rating;
  const titleId = `receita-${recipe.id}`;
  const detailsId = `receita-${recipe.id}-detalhes`;
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p="sm"
      aria-labelledby={titleId}
      data-recipe-id={recipe.id}
      data-testid="recipe-card"
      className={recipes.card}
    >
      <div className={recipes.summary}>
        <img
          className={recipes.image}
          src={recipe.image}
          alt={RECIPE_CARD.imageAlt(recipe.title)}
          loading="lazy"
          decoding="async"
          width={320}
          height={200}
        />
        <div className={recipes.heading}>
          <Title order={2} size="h4" id={titleId}>
            {/* Its ::after covers the picture and the phases too: the whole top of the card opens it. */}
            <button
              type="button"
              className={recipes.toggle}
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setOpen((o) => !o)}
            >
              <span>
                <span aria-hidden="true">{recipe.emoji}</span> {recipe.title}
              </span>
              <IconChevronDown size={20} aria-hidden="true" className={recipes.chevron} />
            </button>
          </Title>
          <p className={recipes.phases} data-testid="recipe-phases">
            <span className={recipes.phasesLabel}>{RECIPE_CARD.phasesLabel}</span>
            {recipe.phases.map((p) => (
              <span key={p} className={recipes.phase}>
                {BLOCK_TEXT[p].tab}
              </span>
            ))}
          </p>
        </div>
      </div>
      {/* A plain div: the hidden attribute would lose to a Stack's display: flex. */}
      <div id={detailsId} hidden={!open}>
        <Stack gap="sm" mt="sm">
          <div>
            <Title order={3} size="h5" mb={4}>
              {RECIPE_CARD.ingredients}
            </Title>
            <List spacing={4}>
              {recipe.ingredients.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </div>
          <div>
            <Title order={3} size="h5" mb={4}>
              {RECIPE_CARD.instructions}
            </Title>
            <List type="ordered" spacing={4}>
              {recipe.instructions.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </div>
          <Paper withBorder p="sm" radius="md" className={ui.note}>
            <Text size="sm">
              <Text span fw={700}>
                {RECIPE_CARD.tip}
              </Text>{' '}
              {recipe.tip}
            </Text>
          </Paper>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="rate" />
            <input type="hidden" name="id" value={recipe.id} />
            <Group gap="xs" role="group" aria-label={RECIPE_CARD.ratingLabel(recipe.title)}>
              {RATINGS.map((r) => {
                const Icon = RATING_ICONS[r];
                const active = shown === r;
                return (
                  <Button
                    key={r}
                    type="submit"
                    name="rating"
                    value={r}
                    aria-pressed={active}
                    // A rating is her note on one recipe, not the screen's action: tinted when chosen.
                    variant={active ? 'light' : 'default'}
                    size="sm"
                    className={ui.tap}
                    leftSection={<Icon size={18} aria-hidden="true" />}
                  >
                    {RATING_LABELS[r]}
                  </Button>
                );
              })}
            </Group>
          </fetcher.Form>
        </Stack>
      </div>
    </Paper>
  );
}
