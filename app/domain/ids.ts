/** Ids for new records: numbers that grow with time and never repeat one already stored. Pure. */
export function nextIds(existing: readonly (number | string)[], count: number, now: number): number[] {
  let max = 0;
  for (const id of existing) {
    const n = typeof id === 'number' ? id : Number(id);
    if (Number.isFinite(n) && n > max) max = n;
  }
  const first = Math.max(Math.floor(now), Math.floor(max) + 1);
  return Array.from({ length: Math.max(0, count) }, (_, i) => first + i);
}
