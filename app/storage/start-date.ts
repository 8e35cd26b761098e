import { KEYS } from './keys';
import { readRawJson, textField } from './raw';

/**
 * The profile's start date for the welcome screen, without the parsers (and
 * valibot) on the first page load (budget: ≤ 110 KB of JS for `/`). It only
 * reads: keeping an unreadable profile aside is the profile screen's job.
 */
export function loadStartDate(): string {
  return textField(readRawJson(KEYS.profile), 'startDate');
}
