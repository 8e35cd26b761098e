// @vitest-environment jsdom
/**
 * A "sim" to the check before a fast holds until the last day of its block
 * (an absolute one for 15 days at least) through every erase and a restore:
 * none of them turns it into a new check (domain/pre-fast-check.ts heldStop).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProtocolRecord } from '~/domain/history';
import { KEYS } from '~/domain/keys';
import { local, stored } from '@test-utils';

const photos = await vi.hoisted(async () => (await import('@test-utils')).memoryPhotoStore());
vi.mock('./photos', () => photos);

const { restartChallenge, restartProtocol } = await import('./history');
const { resetProgress } = await import('./profile');
const { eraseEverything } = await import('./erase');
const { createBackup, restoreBackup } = await import('./backup');
const { loadSafetyChecks, recordSafetyCheck } = await import('./safety-checks');

const START = '2026-11-20'; // Jejum I is 23–25/11, its eve 22/11
const PROFILE = { name: 'Ana', startDate: START, initialWeight: '80', height: '165', waterGoal: '2.8' };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(KEYS.profile, JSON.stringify(PROFILE));
});

const absoluteStop = () =>
  recordSafetyCheck({ block: 'jejum-1', outcome: 'stop', absolute: true, startDate: START, now: local(23, 9) });

const erases = {
  'Perfil’s restart (restartChallenge)': (now: Date) => restartChallenge({ startDate: '2026-11-23', now }),
  'Resultados’ restart (restartProtocol)': (now: Date) =>
    restartProtocol({
      record: buildProtocolRecord({
        id: now.getTime(),
        now,
        startDate: START,
        initialWeight: '80',
        finalWeight: '',
        message: '',
        daysCompleted: 3,
      }),
      now,
    }),
  'Perfil’s reset (resetProgress)': async (now: Date) => resetProgress({ now }),
  '"Apagar tudo deste aparelho" (eraseEverything)': (now: Date) => eraseEverything({ now }),
};

describe('a stop that holds survives', () => {
  for (const [name, erase] of Object.entries(erases)) {
    it(`${name}, and nothing else of the checks does`, async () => {
      absoluteStop();
      const held = loadSafetyChecks()['jejum-1'];
      await erase(local(23, 12));
      expect(stored(KEYS.safetyChecks)).toEqual({ 'jejum-1': held });
    });

    it(`${name} leaves no check behind when no stop holds`, async () => {
      recordSafetyCheck({ block: 'jejum-1', outcome: 'go', startDate: START, now: local(23, 9) });
      await erase(local(23, 12));
      expect(localStorage.getItem(KEYS.safetyChecks)).toBeNull();
      // A relative stop of a block that is over holds no more either.
      localStorage.setItem(KEYS.profile, JSON.stringify(PROFILE));
      recordSafetyCheck({ block: 'jejum-1', outcome: 'stop', startDate: START, now: local(23, 9) });
      await erase(local(26, 12));
      expect(localStorage.getItem(KEYS.safetyChecks)).toBeNull();
    });
  }

  it('a restore of a backup made before the stop', async () => {
    const { text } = await createBackup({ now: local(22, 20), appVersion: '1.0.0' });
    absoluteStop();
    const held = loadSafetyChecks()['jejum-1'];
    const result = await restoreBackup(text, { now: local(23, 12), decodes: async () => true });
    expect(result.ok).toBe(true);
    expect(loadSafetyChecks()).toEqual({ 'jejum-1': held });
  });

  it('a restore of a backup whose check said go for the same block', async () => {
    recordSafetyCheck({ block: 'jejum-1', outcome: 'go', startDate: START, now: local(22, 18) });
    const { text } = await createBackup({ now: local(22, 20), appVersion: '1.0.0' });
    localStorage.clear();
    localStorage.setItem(KEYS.profile, JSON.stringify(PROFILE));
    recordSafetyCheck({ block: 'jejum-1', outcome: 'stop', startDate: START, now: local(23, 9) });
    const held = loadSafetyChecks()['jejum-1'];
    await restoreBackup(text, { now: local(23, 12), decodes: async () => true });
    expect(loadSafetyChecks()).toEqual({ 'jejum-1': held });
  });
});

describe('a restore never brings a fast the record would not have let begin', () => {
  it('a running fast in the file, begun 13 h after the last one ended, ends at the restore', async () => {
    localStorage.setItem(KEYS.fasting, JSON.stringify({ startedAt: local(26, 9).toISOString(), endedAt: '' }));
    const { text } = await createBackup({ now: local(26, 10), appVersion: '1.0.0' });
    localStorage.clear();
    localStorage.setItem(KEYS.profile, JSON.stringify(PROFILE));
    const jejum1 = { startedAt: local(22, 20).toISOString(), plannedEndAt: local(25, 20).toISOString() };
    localStorage.setItem(KEYS.fastRecord, JSON.stringify([{ ...jejum1, endedAt: jejum1.plannedEndAt }]));
    await restoreBackup(text, { now: local(26, 12), decodes: async () => true });
    expect(stored(KEYS.fasting)).toMatchObject({
      startedAt: local(26, 9).toISOString(),
      endedAt: local(26, 12).toISOString(),
    });
    // Nothing runs in the record either (3 h: too short to gate the next, it leaves the record).
    expect(stored(KEYS.fastRecord)).not.toContainEqual(expect.objectContaining({ endedAt: '' }));
  });

  it('a fast of an earlier challenge in the file is not ended now by a later fast on the phone', async () => {
    const earlier = { startedAt: new Date(2026, 10, 1, 20).toISOString(), endedAt: '' };
    localStorage.setItem(KEYS.fasting, JSON.stringify(earlier));
    const { text } = await createBackup({ now: new Date(2026, 10, 2, 10), appVersion: '1.0.0' });
    localStorage.clear();
    localStorage.setItem(KEYS.profile, JSON.stringify(PROFILE));
    const jejum1 = { startedAt: local(22, 20).toISOString(), plannedEndAt: local(25, 20).toISOString() };
    localStorage.setItem(KEYS.fastRecord, JSON.stringify([{ ...jejum1, endedAt: jejum1.plannedEndAt }]));
    await restoreBackup(text, { now: local(26, 12), decodes: async () => true });
    // No fast of weeks ending now: only the fasts before it could have kept it from beginning.
    expect(stored(KEYS.fastRecord)).not.toContainEqual(
      expect.objectContaining({ startedAt: earlier.startedAt, endedAt: local(26, 12).toISOString() }),
    );
    // Its plan (72 h, to 04/11 20:00) is long over: it ends there, in the clock too, and runs no more.
    expect(stored(KEYS.fasting)).toMatchObject({
      startedAt: earlier.startedAt,
      endedAt: new Date(2026, 10, 4, 20).toISOString(),
    });
  });

  it('a running fast the record allows stays running', async () => {
    localStorage.setItem(KEYS.fasting, JSON.stringify({ startedAt: local(22, 20).toISOString(), endedAt: '' }));
    const { text } = await createBackup({ now: local(23, 10), appVersion: '1.0.0' });
    localStorage.clear();
    localStorage.setItem(KEYS.profile, JSON.stringify(PROFILE));
    await restoreBackup(text, { now: local(23, 12), decodes: async () => true });
    expect(stored(KEYS.fasting)).toMatchObject({ startedAt: local(22, 20).toISOString(), endedAt: '' });
  });
});
