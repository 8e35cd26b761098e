/** "Espaço usado": what M15 keeps, counted from its own keys and photos (domain/usage.ts says why). */
import { ALL_KEYS, corruptKey } from '~/domain/keys';
import { ownDataUsage, type OwnDataUsage } from '~/domain/usage';
import { readRaw } from './local';
import { photoSizes } from './photos';

export async function measureOwnData(): Promise<OwnDataUsage> {
  const entries: [string, string][] = [];
  for (const key of ALL_KEYS.flatMap((k) => [k, corruptKey(k)])) {
    const text = readRaw(key);
    if (text !== null) entries.push([key, text]);
  }
  return ownDataUsage(entries, await photoSizes());
}
