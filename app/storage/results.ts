/** m15-results: the final weight and the before/after photos (saving them is save-results.ts). */
import type { Results } from '~/domain/stored';
import { KEYS } from '~/domain/keys';
import { load } from './registry';

export function loadResults(): Results {
  return load(KEYS.results);
}
