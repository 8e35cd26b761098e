/** m15-electrolytes: the bottles of electrolytes ticked on Hoje, per day. */
import { type BottleDay, withBottles } from '~/domain/electrolytes';
import { KEYS } from '~/domain/keys';
import { write } from './local';
import { load } from './registry';

export function loadBottles(): BottleDay[] {
  return load(KEYS.electrolytes);
}

/** Sets the bottles of `date` (a count, not a toggle: a repeated post is harmless). */
export function saveBottles({ date, bottles }: { date: string; bottles: number }): void {
  write(KEYS.electrolytes, withBottles(loadBottles(), date, bottles));
}
