import { Paper, Stack, Tabs, Text } from '@mantine/core';
import '@mantine/core/styles/Tabs.css';
import { useLoaderData, type ClientActionFunctionArgs } from '@remix-run/react';
import { PageHeader } from '~/components/page-header';
import { RecipeCard } from './recipe-card';
import ui from '~/components/ui.module.css';
import recipes from './recipes.module.css';
import { ALL_RECIPE_IDS, RECIPE_GROUPS, RECIPES_INTRO } from '~/content/recipes';
import { parseRatingClick } from '~/domain/ratings';
import type { Toast } from '~/domain/toast';
import { pageTitle } from '~/lib/meta';
import { storageErrorToast } from '~/storage/local';
import { loadRatings, rateRecipe } from '~/storage/ratings';

export const meta = () => pageTitle('Receitas do Protocolo');

export function clientLoader() {
  return { ratings: loadRatings() };
}

export type RateResult = { ok: true } | { ok: false; toast?: Toast };

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<RateResult> {
  const form = await request.formData();
  if (form.get('intent') !== 'rate') return { ok: false };
  const click = parseRatingClick({ id: form.get('id'), rating: form.get('rating') }, ALL_RECIPE_IDS);
  if (!click) return { ok: false };
  try {
    rateRecipe(click);
    return { ok: true };
  } catch (e) {
    return { ok: false, toast: storageErrorToast(e) };
  }
}

export default function Recipes() {
  const { ratings } = useLoaderData<typeof clientLoader>();
  return (
    <Stack gap="lg">
      <PageHeader title="Receitas do Protocolo" subtitle="Pratos simples, sem açúcar e sem farinha, para cada fase" />
      <Paper withBorder radius="lg" p="sm" className={ui.tip}>
        <Text fw={600}>{RECIPES_INTRO.monthly}</Text>
      </Paper>
      <Tabs defaultValue={RECIPE_GROUPS[0]?.id} keepMounted={false}>
        <Tabs.List className={ui.tabs} aria-label="Categorias de receitas">
          {RECIPE_GROUPS.map((g) => (
            <Tabs.Tab key={g.id} value={g.id} className={ui.tab}>
              {g.label} ({g.recipes.length})
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {RECIPE_GROUPS.map((g) => (
          <Tabs.Panel key={g.id} value={g.id} pt="md">
            <Stack gap="md">
              {g.id === 'heart' ? <HeartQuote /> : null}
              {g.recipes.map((r) => (
                <RecipeCard key={r.id} recipe={r} rating={ratings[String(r.id)] ?? null} />
              ))}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function HeartQuote() {
  return (
    <Paper component="figure" withBorder radius="lg" p="md" className={recipes.quote}>
      <Text component="blockquote" m={0} fs="italic" fw={600}>
        “{RECIPES_INTRO.heartQuote}”
      </Text>
      <Text component="figcaption" size="sm" c="dimmed" mt={4}>
        {RECIPES_INTRO.heartQuoteAuthor}
      </Text>
    </Paper>
  );
}
