import {
  parseBackupMeta,
  parseCompletedDays,
  parseDiary,
  parseJourney,
  parseNotes,
  parsePhotoHistory,
  parseProfile,
  parseProtocolHistory,
  parseRecipeRatings,
  parseResults,
  parseShopping,
  parseTestimonial,
  type Parser,
} from '~/domain/stored';
import { parseFastingRecord } from '~/domain/fasting';
import { KEYS, type StorageKey } from '~/domain/keys';
import { parseBottleLog } from '~/domain/electrolytes';
import { parseFastLog } from '~/domain/fast-log';
import { parseFastRecord } from '~/domain/fast-gate';
import { parseSafetyChecks } from '~/domain/pre-fast-check';
import { parseRefeedLog } from '~/domain/refeed';
import { peek, read } from './local';

/** The parser of each key: one place for readers, backup and tests. */
export const PARSERS = {
  [KEYS.profile]: parseProfile,
  [KEYS.completedDays]: parseCompletedDays,
  [KEYS.diary]: parseDiary,
  [KEYS.results]: parseResults,
  [KEYS.photoHistory]: parsePhotoHistory,
  [KEYS.protocolHistory]: parseProtocolHistory,
  [KEYS.notes]: parseNotes,
  [KEYS.shopping]: parseShopping,
  [KEYS.recipeRatings]: parseRecipeRatings,
  [KEYS.journey]: parseJourney,
  [KEYS.testimonial]: parseTestimonial,
  [KEYS.backupMeta]: parseBackupMeta,
  [KEYS.fasting]: parseFastingRecord,
  [KEYS.safetyChecks]: parseSafetyChecks,
  [KEYS.fastLog]: parseFastLog,
  [KEYS.electrolytes]: parseBottleLog,
  [KEYS.refeed]: parseRefeedLog,
  [KEYS.fastRecord]: parseFastRecord,
} satisfies Record<StorageKey, Parser<unknown>>;

type Value<K extends StorageKey> = ReturnType<(typeof PARSERS)[K]>['value'];

export function load<K extends StorageKey>(key: K): Value<K> {
  return read(key, PARSERS[key] as Parser<Value<K>>);
}

/** Like `load`, keeping nothing aside: for an erase that is about to remove the key. */
export function loadQuietly<K extends StorageKey>(key: K): Value<K> {
  return peek(key, PARSERS[key] as Parser<Value<K>>);
}
