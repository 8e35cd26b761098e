/**
 * The record of fasts through a restore: merged, never replaced. Node
 * environment with an in-memory localStorage, as backup.test.ts.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastGate } from '~/domain/fast-gate';
import { iso, local, MemoryStorage } from '@test-utils';

const storage = new MemoryStorage();
vi.stubGlobal('window', { localStorage: storage, addEventListener() {}, removeEventListener() {} });
vi.mock('./photos', () => ({
  readPhotoBlobs: async () => new Map(),
  putPhotosWithIds: async () => {},
  deletePhotos: async () => {},
}));

const { createBackup, restoreBackup } = await import('./backup');
// Every photo decodes: these backups have none.
const decodes = async () => true;
const { loadFastTimes } = await import('./fasting');

const PROFILE = { name: 'Ana', startDate: '2026-11-20', initialWeight: '82', height: '165', waterGoal: '2.9' };
const JEJUM_1 = { startedAt: iso(local(22, 20)), endedAt: '', block: 'jejum-1', plannedEndAt: iso(local(25, 20)) };
const set = (values: Record<string, unknown>) => {
  for (const [k, v] of Object.entries(values)) storage.setItem(k, JSON.stringify(v));
};
const stored = (key: string) => JSON.parse(storage.getItem(key) ?? 'null');

beforeEach(() => storage.clear());

describe('a restore merges the record of fasts', () => {
  it('an older backup, made before Jejum I, does not bring back an earlier "last fast"', async () => {
    set({ 'm15-profile': PROFILE });
    const { text: older } = await createBackup({ now: local(21, 10), appVersion: '1.0.0' });
    // Jejum I is done on this phone.
    set({ 'm15-fasting': { ...JEJUM_1, endedAt: iso(local(25, 20)) } });
    const now = local(26, 10);
    expect((await restoreBackup(older, { now, decodes })).ok).toBe(true);
    expect(stored('m15-fasting')).toBeNull();
    expect(stored('m15-fast-record')).toEqual([
      { startedAt: JEJUM_1.startedAt, plannedEndAt: JEJUM_1.plannedEndAt, endedAt: iso(local(25, 20)) },
    ]);
    expect(fastGate(loadFastTimes({ startDate: PROFILE.startDate, now }), now)).toMatchObject({
      open: false,
      reason: 'gap',
    });
  });

  it('a backup made while the fast ran does not resume a fast this phone ended (a stop stays a stop)', async () => {
    set({ 'm15-profile': PROFILE, 'm15-fasting': JEJUM_1 });
    const { text: during } = await createBackup({ now: local(23, 8), appVersion: '1.0.0' });
    // Stopped at 09:00 on 23/11 (the check said stop, or she ended it).
    set({
      'm15-fasting': { ...JEJUM_1, endedAt: iso(local(23, 9)) },
      'm15-fast-record': [
        { startedAt: JEJUM_1.startedAt, plannedEndAt: JEJUM_1.plannedEndAt, endedAt: iso(local(23, 9)) },
      ],
    });
    expect((await restoreBackup(during, { now: local(23, 12), decodes })).ok).toBe(true);
    expect(stored('m15-fasting')).toEqual({ ...JEJUM_1, endedAt: iso(local(23, 9)) });
    expect(stored('m15-fast-log')).toEqual([{ ...JEJUM_1, endedAt: iso(local(23, 9)), outcome: 'early' }]);
  });

  it('a fast running here that the backup does not hold ends at the restore', async () => {
    set({ 'm15-profile': PROFILE });
    const { text: before } = await createBackup({ now: local(21, 10), appVersion: '1.0.0' });
    set({ 'm15-fasting': JEJUM_1 });
    expect((await restoreBackup(before, { now: local(24, 10), decodes })).ok).toBe(true);
    expect(stored('m15-fast-record')).toEqual([
      { startedAt: JEJUM_1.startedAt, plannedEndAt: JEJUM_1.plannedEndAt, endedAt: iso(local(24, 10)) },
    ]);
  });

  it('the same phone restoring its own backup keeps a running fast running', async () => {
    set({ 'm15-profile': PROFILE, 'm15-fasting': JEJUM_1 });
    const { text: same } = await createBackup({ now: local(23, 8), appVersion: '1.0.0' });
    expect((await restoreBackup(same, { now: local(23, 9), decodes })).ok).toBe(true);
    expect(stored('m15-fasting')).toEqual(JEJUM_1);
    expect(stored('m15-fast-record')).toEqual([
      { startedAt: JEJUM_1.startedAt, plannedEndAt: JEJUM_1.plannedEndAt, endedAt: '' },
    ]);
  });
});
