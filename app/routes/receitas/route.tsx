import { Paper, Stack, Switch, Tabs, Text } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
// Switch lays out its label with InlineInput's styles.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Tabs.css';
import { useLoaderData, useSearchParams, type ClientActionFunctionArgs } from '@remix-run/react';
import { storageFailureToast } from '~/components/storage-toast';
import { useScrollRow } from '~/components/use-scroll-row';
import { PageHeader } from '~/components/page-header';
import { RecipeCard } from './recipe-card';
import { RecipesHero } from './recipes-hero';
import { CtaLink } from '~/components/shell/cta-link';
import ui from '~/components/ui.module.css';
import recipes from './recipes.module.css';
import { BLOCK_TEXT } from '~/content/blocks';
import { ALL_RECIPE_IDS, RECIPE_GROUPS, RECIPES_INTRO, type Recipe, type RecipeGroupId } from '~/content/recipes';
import { RECIPES_SCREEN } from '~/content/recipes-screen';
import { blockOfDay, challengeDay } from '~/domain/challenge';
import { localIsoDate } from '~/domain/dates';
import { parseRatingClick } from '~/domain/ratings';
import type { RecipeRatings } from '~/domain/stored';
import type { Toast } from '~/domain/toast';
import { pageTitle } from '~/lib/meta';
import { eatsOnFastingDay } from '~/storage/fasting';
import { loadProfile } from '~/storage/profile';
import { loadRatings, rateRecipe } from '~/storage/ratings';

export const meta = () => pageTitle(RECIPES_SCREEN.title);

export function clientLoader() {
  const now = new Date();
  const today = challengeDay(loadProfile().startDate, localIsoDate(now));
  // On a fasting day she fasts the recipes wait for the next ceto block: the screen says so. Not on a day
  // she eats as Hoje reads it (the check stopped the fast, the record refuses one, or it ended): they are hers.
  const during = today?.kind === 'during' ? today : null;
  const block = during ? blockOfDay(during.day) : null;
  const fasts = block?.kind === 'fast' && !eatsOnFastingDay(now);
  return { ratings: loadRatings(), fasting: fasts ? during : null };
}

export type RecipesActionResult = { ok: true } | { ok: false; toast?: Toast };

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<RecipesActionResult> {
  const form = await request.formData();
  if (form.get('intent') !== 'rate') return { ok: false };
  const click = parseRatingClick({ id: form.get('id'), rating: form.get('rating') }, ALL_RECIPE_IDS);
  if (!click) return { ok: false };
  try {
    rateRecipe(click);
    return { ok: true };
  } catch (e) {
    return { ok: false, toast: storageFailureToast(e) };
  }
}

const ALL_RECIPES = RECIPE_GROUPS.flatMap((g) => g.recipes);
const HEART = RECIPE_GROUPS.find((g) => g.id === 'heart')!;
/** How wide the categories' faded edge is (recipes.module.css, .tabs[data-more-after]). */
const TAB_EDGE_FADE = 48;
const isGroupId = (id: string | null): id is RecipeGroupId => RECIPE_GROUPS.some((g) => g.id === id);

export default function RecipesScreen() {
  const { ratings, fasting } = useLoaderData<typeof clientLoader>();
  // The favourites filter lives in the URL (?favoritas=1), like the phase of /fases: Back undoes it.
  const [params, setParams] = useSearchParams();
  const onlyLoved = params.get('favoritas') === '1';
  // The open category lives in the URL too (?categoria=heart), so the hero's action can open one.
  const asked = params.get('categoria');
  const category = isGroupId(asked) ? asked : RECIPE_GROUPS[0]!.id;
  const loved = ALL_RECIPES.filter((r) => ratings[String(r.id)] === 'amei');
  // On a phone the categories are one row that scrolls sideways: its edges fade while there is
  // more that way, and the open one (a link may open the last) is scrolled into view.
  const setTabs = useScrollRow<HTMLDivElement>('[aria-selected="true"]', category, TAB_EDGE_FADE);
  return (
    <Stack gap="lg">
      <PageHeader title={RECIPES_SCREEN.title} subtitle={RECIPES_SCREEN.subtitle} />
      {/* The screen's one action: the recipe of the month; on a fasting day, what the fast allows. */}
      <RecipesHero recipe={HEART.recipes[0]!} to={`?categoria=${HEART.id}#categorias`} primary={!fasting} />
      {fasting ? (
        <Paper withBorder radius="lg" p="md" className={ui.warning} data-testid="fasting-note">
          <Text mb="sm">{RECIPES_INTRO.fastingDay(fasting.day, BLOCK_TEXT[fasting.block].name)}</Text>
          <CtaLink to={`/fases?fase=${fasting.block}`}>{RECIPES_SCREEN.fastAllowedLink}</CtaLink>
        </Paper>
      ) : null}
      <Switch
        label={RECIPES_SCREEN.onlyLoved(loved.length)}
        checked={onlyLoved}
        onChange={(e) =>
          setParams(e.currentTarget.checked ? { favoritas: '1' } : {}, { replace: true, preventScrollReset: true })
        }
        size="md"
        classNames={{ root: recipes.filter, body: recipes.filterBody, label: recipes.filterLabel }}
      />
      {onlyLoved ? (
        <section aria-label={RECIPES_SCREEN.favouritesLabel}>
          {loved.length === 0 ? (
            <Text c="dimmed">{RECIPES_INTRO.favouritesEmpty}</Text>
          ) : (
            <RecipeGrid list={loved} ratings={ratings} />
          )}
        </section>
      ) : (
        <Tabs
          id="categorias"
          value={category}
          onChange={(id) => {
            if (isGroupId(id)) setParams({ categoria: id }, { replace: true, preventScrollReset: true });
          }}
          keepMounted={false}
        >
          <Tabs.List ref={setTabs} className={recipes.tabs} aria-label={RECIPES_SCREEN.tabsLabel}>
            {RECIPE_GROUPS.map((g) => (
              <Tabs.Tab key={g.id} value={g.id} className={recipes.tab}>
                {RECIPES_SCREEN.tab(g.label, g.recipes.length)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {RECIPE_GROUPS.map((g) => (
            <Tabs.Panel key={g.id} value={g.id} pt="md">
              <Stack gap="md">
                {g.id === 'heart' ? <HeartQuote /> : null}
                <RecipeGrid list={g.recipes} ratings={ratings} />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}

function RecipeGrid({ list, ratings }: { list: readonly Recipe[]; ratings: RecipeRatings }) {
  return (
    <div className={recipes.grid}>
      {list.map((r) => (
        <RecipeCard key={r.id} recipe={r} rating={ratings[String(r.id)] ?? null} />
      ))}
    </div>
  );
}

function HeartQuote() {
  return (
    <Paper component="figure" withBorder radius="lg" p="md" className={`${ui.note} ${recipes.quote}`}>
      <Text component="blockquote" m={0} fs="italic" fw={600}>
        “{RECIPES_INTRO.heartQuote}”
      </Text>
      <Text component="figcaption" size="sm" c="dimmed" mt={4}>
        {RECIPES_INTRO.heartQuoteAuthor}
      </Text>
    </Paper>
  );
}
