/** "Espaço usado": what M15 keeps, counted from its own keys and photos (domain/usage.ts says why). */
import { ALL_KEYS, corruptKey, KEYS } from '~/domain/keys';
import { ownDataUsage, type OwnDataUsage } from '~/domain/usage';
import { isNewUser } from '~/domain/profile';
import { readRaw } from './local';
import { load } from './registry';
import { photoSizes } from './photos';

export async function measureOwnData(): Promise<OwnDataUsage> {
  const entries: [string, string][] = [];
  for (const key of ALL_KEYS.flatMap((k) => [k, corruptKey(k)])) {
    const text = readRaw(key);
    if (text !== null) entries.push([key, text]);
  }
  return ownDataUsage(entries, await photoSizes());
}

/** Whether this device holds records worth a backup: a profile, a day ticked, a diary entry, a note or a result. */
export function hasDataToCarry(): boolean {
  return (
    !isNewUser(load(KEYS.profile)) ||
    load(KEYS.completedDays).length > 0 ||
    load(KEYS.diary).length > 0 ||
    load(KEYS.notes).length > 0 ||
    load(KEYS.results).finalWeight !== '' ||
    load(KEYS.photoHistory).length > 0
  );
}
