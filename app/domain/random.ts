/** One item of a non-empty list, at random. `random` is injectable for tests. */
export function pickRandom<T>(items: readonly T[], random: () => number = Math.random): T {
  if (items.length === 0) throw new RangeError('pickRandom needs at least one item');
  const i = Math.min(items.length - 1, Math.floor(random() * items.length));
  return items[i] as T;
}
