/** m15-refeed: the steps to break a fast ticked on Hoje, per day. */
import type { FastingBlockId } from '~/domain/challenge';
import { KEYS } from '~/domain/keys';
import { type RefeedDay, type RefeedStep, withRefeedStep } from '~/domain/refeed';
import { write } from './local';
import { load } from './registry';

export function loadRefeed(): RefeedDay[] {
  return load(KEYS.refeed);
}

/** Ticks one step of one day, or unticks it (the state it should have, so a repeat is harmless). */
export function tickRefeedStep(change: { date: string; block: FastingBlockId; step: RefeedStep; done: boolean }): void {
  write(KEYS.refeed, withRefeedStep(loadRefeed(), change));
}
