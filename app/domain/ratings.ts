/**
 * Recipe rating rules (spec §4 "Recipe rating"): a click sets a rating, a
 * click on the active one clears it. Pure.
 */
import { RATINGS, type Rating } from './stored';

function isRating(x: unknown): x is Rating {
  return typeof x === 'string' && (RATINGS as readonly string[]).includes(x);
}

/** The rating after a click on `clicked`, given what is stored now. */
export function toggleRating(current: Rating | null | undefined, clicked: Rating): Rating | null {
  return current === clicked ? null : clicked;
}

/**
 * Reads a rating click from a form: the recipe id must be one of `knownIds`
 * and the rating one of the three values. Anything else is refused.
 */
export function parseRatingClick(
  form: { id: unknown; rating: unknown },
  knownIds: readonly number[],
): { id: string; rating: Rating } | null {
  const { id, rating } = form;
  if (typeof id !== 'string' || !/^\d+$/.test(id)) return null;
  if (!knownIds.includes(Number(id))) return null;
  if (!isRating(rating)) return null;
  return { id: String(Number(id)), rating };
}
