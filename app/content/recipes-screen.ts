import { titleOf } from './screens';

/** The words of the Receitas screen around the recipes themselves (the recipes are in recipes.ts). */
export const RECIPES_SCREEN = {
  /** The document title and the page's heading. */
  title: titleOf('/receitas'),
  subtitle: 'Pratos simples, sem açúcar e sem farinha, para cada fase',
  /** The link under the fasting-day note, to the open fasting phase on /fases. */
  fastAllowedLink: 'Ver o que pode no jejum',
  /** The favourites filter, with how many recipes are loved. */
  onlyLoved: (count: number) => `Só as que amei (${count})`,
  /** A category's tab with its count; the count never goes alone to a line of its own ("Sobremesas (2)"). */
  tab: (label: string, count: number) => `${label}\u00a0(${count})`,
  favouritesLabel: 'Receitas que você amou',
  tabsLabel: 'Categorias de receitas',
} as const;

/**
 * The screen's hero: the recipe of the month (the monthly note of the
 * specification under its title), with the screen's one action, opening it.
 */
export const RECIPES_HERO = {
  eyebrow: 'Receita do mês',
  open: 'Ver a receita do mês',
} as const;

/** One recipe's card: its picture, the phases it suits, its steps, tip and rating. */
export const RECIPE_CARD = {
  imageAlt: (title: string) => `Ilustração da receita ${title}`,
  phasesLabel: 'Fases:',
  ingredients: 'Ingredientes',
  instructions: 'Modo de preparo',
  tip: '💡 Dica:',
  /** The group of rating buttons. */
  ratingLabel: (title: string) => `Sua avaliação de ${title}`,
} as const;
