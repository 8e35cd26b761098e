import { toggleRating } from '~/domain/ratings';
import type { Rating, RecipeRatings } from '~/domain/stored';
import { KEYS } from '~/domain/keys';
import { write } from './local';
import { load } from './registry';

export function loadRatings(): RecipeRatings {
  return load(KEYS.recipeRatings);
}

/** Applies a click on `rating` to what is stored (toggle) and saves it. Returns the new rating. */
export function rateRecipe({ id, rating }: { id: string; rating: Rating }): Rating | null {
  const ratings = loadRatings();
  const next = toggleRating(ratings[id], rating);
  write(KEYS.recipeRatings, { ...ratings, [id]: next });
  return next;
}
