// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { KEYS } from '~/domain/keys';
import type { ChallengeDay } from '~/domain/challenge';
import { completeDay, loadCompletedDays } from './completed-days';
import { StorageFullError } from './local';
import { freshStorageAt, LATE_EVENING, makeStorageFull, storageContents } from '@test-utils';

freshStorageAt(LATE_EVENING);

const day = (n: number): ChallengeDay => ({ kind: 'during', day: n, block: n <= 3 ? 'ceto-1' : 'jejum-1' });
const morning = new Date(2026, 10, 22, 7);

describe('completeDay (the one way Hoje and the Jornada tick a day)', () => {
  it('stores the day and says what it means: a day of its block, over or not yet by the clock', () => {
    expect(completeDay({ day: 2, status: day(2), now: LATE_EVENING })).toEqual({
      done: { kind: 'day', block: 'ceto-1', over: true },
      finished: false,
    });
    expect(loadCompletedDays()).toEqual([2]);
    // No profile, so no fast of Jejum I began: nothing about a fast is said.
    expect(completeDay({ day: 4, status: day(4), now: morning }).done).toEqual({
      kind: 'day',
      block: 'jejum-1',
      over: false,
      stopped: true,
    });
    expect(localStorage.getItem(KEYS.completedDays)).toBe('[2,4]');
  });

  it('a day of a block whose fast ended early, or the check stopped, is said without a fasting phrase', () => {
    // Started 18/11: Jejum I's eve is 20/11, day 5 is 22/11.
    localStorage.setItem(
      KEYS.profile,
      JSON.stringify({ name: 'Ana', startDate: '2026-11-18', initialWeight: '80', height: '165', waterGoal: '2.8' }),
    );
    const started = new Date(2026, 10, 20, 20).toISOString();
    localStorage.setItem(
      KEYS.fasting,
      JSON.stringify({ startedAt: started, endedAt: new Date(2026, 10, 21, 9).toISOString() }),
    );
    expect(completeDay({ day: 5, status: day(5), now: LATE_EVENING }).done).toEqual({
      kind: 'day',
      block: 'jejum-1',
      over: true,
      stopped: true,
    });
    localStorage.removeItem(KEYS.fasting);
    localStorage.setItem(KEYS.safetyChecks, JSON.stringify({ 'jejum-1': { at: started, outcome: 'stop' } }));
    expect(completeDay({ day: 6, status: day(6), now: LATE_EVENING }).done).toMatchObject({ stopped: true });
    // A day of a fast she is still doing is praised gently, never as "Jejum cumprido"; one at its end may be.
    localStorage.removeItem(KEYS.safetyChecks);
    localStorage.setItem(KEYS.fasting, JSON.stringify({ startedAt: started, endedAt: '' }));
    expect(completeDay({ day: 4, status: day(4), now: LATE_EVENING }).done).toEqual({
      kind: 'day',
      block: 'jejum-1',
      over: true,
    });
    localStorage.setItem(
      KEYS.fasting,
      JSON.stringify({ startedAt: started, endedAt: new Date(2026, 10, 23, 20).toISOString() }),
    );
    localStorage.setItem(KEYS.completedDays, '[]');
    vi.setSystemTime(new Date(2026, 10, 23, 21));
    expect(completeDay({ day: 6, status: day(6), now: new Date(2026, 10, 23, 21) }).done).toEqual({
      kind: 'day',
      block: 'jejum-1',
      over: true,
      fastDone: true,
    });
    vi.setSystemTime(LATE_EVENING);
  });

  it('gives no praise for a day still to come, and celebrates the 15th', () => {
    expect(completeDay({ day: 9, status: day(2), now: LATE_EVENING }).done).toEqual({ kind: 'ahead', day: 9 });
    localStorage.setItem(KEYS.completedDays, JSON.stringify([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]));
    expect(completeDay({ day: 15, status: null, now: LATE_EVENING })).toEqual({
      done: { kind: 'challenge' },
      finished: true,
    });
  });

  it('leaves a day already ticked as it is, and says nothing', () => {
    localStorage.setItem(KEYS.completedDays, '[1,2]');
    const before = storageContents(localStorage);
    expect(completeDay({ day: 2, status: day(2), now: LATE_EVENING })).toEqual({ done: null, finished: false });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('throws the storage error on a full phone, and keeps the days as they were', () => {
    localStorage.setItem(KEYS.completedDays, '[1]');
    makeStorageFull();
    expect(() => completeDay({ day: 2, status: day(2), now: LATE_EVENING })).toThrow(StorageFullError);
    expect(localStorage.getItem(KEYS.completedDays)).toBe('[1]');
  });
});
