import { KEYS } from './keys';
import { readRaw } from './raw';

/**
 * The profile's start date for the welcome screen, without the parsers (and
 * valibot) on the first page load (budget: ≤ 110 KB of JS for `/`). It only
 * reads: keeping an unreadable profile aside is the profile screen's job.
 */
export function loadStartDate(): string {
  try {
    const json: unknown = JSON.parse(readRaw(KEYS.profile) ?? 'null');
    const value = typeof json === 'object' && json !== null ? (json as { startDate?: unknown }).startDate : '';
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
}
