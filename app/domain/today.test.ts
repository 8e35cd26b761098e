import { describe, expect, it } from 'vitest';
import { type DayViewRecords, dayViewOf } from './today';

const NOW = new Date(2026, 2, 7, 12); // 7 March 2026, noon, local time: day 7 for a start on 1 March
const records = (over: Partial<DayViewRecords> = {}): DayViewRecords => ({
  profile: { name: 'Ana', startDate: '2026-03-01', initialWeight: '82', height: '165', waterGoal: '2.9' },
  diary: [
    { date: '2026-03-07', weight: '79,5', water: '1.5', feeling: 'Bem' },
    { date: '2026-03-06', weight: '80', water: '2' },
  ],
  results: { finalWeight: '', beforePhoto: '', afterPhoto: '' },
  fast: { startedAt: '', endedAt: '' },
  completedDays: [1, 2, 3, 4, 5, 6],
  ...over,
});

describe('dayViewOf', () => {
  it('gives the challenge day, today’s entry, water against the goal and kilos lost from the latest weigh-in', () => {
    const today = dayViewOf(records(), NOW);
    expect(today.status).toEqual({ kind: 'during', day: 7, block: 'ceto-2' });
    expect(today.entry).toMatchObject({ date: '2026-03-07', water: '1.5' });
    expect(today.water).toEqual({ litres: 1.5, goal: 2.9, percent: 52 });
    expect(today.lost).toBe('2.5');
    expect(today.share).toBeNull();
  });

  it('has no entry, no water and no loss before the first weigh-in', () => {
    const today = dayViewOf(records({ diary: [] }), NOW);
    expect(today.entry).toBeNull();
    expect(today.water.litres).toBe(0);
    expect(today.lost).toBeNull();
  });

  it('on day 5 with no check, asks it first; then offers the clock, shows the bottle and what to do now', () => {
    const onDay5 = new Date(2026, 2, 5, 12);
    const first = dayViewOf(records(), onDay5);
    expect(first.fasting).toEqual({ kind: 'check', block: 'jejum-1', eve: false, running: null });
    expect(first.action).toBe('check');
    expect(first.bmi).toBe(29.2);
    expect(first.gentle).toBe(true);
    expect(first.electrolytes).toEqual({ date: '2026-03-05', bottles: 0, of: 1 });
    const checked = dayViewOf(
      records({ safetyChecks: { 'jejum-1': { at: new Date(2026, 2, 3, 9).toISOString(), outcome: 'go' } } }),
      onDay5,
    );
    expect(checked.fasting).toMatchObject({ kind: 'ready', start: { value: '2026-03-03T20:00' } });
    expect(checked.action).toBe('start');
    const fasting = dayViewOf(
      records({
        safetyChecks: { 'jejum-1': { at: new Date(2026, 2, 3, 9).toISOString(), outcome: 'go' } },
        fast: { startedAt: new Date(2026, 2, 3, 20).toISOString(), endedAt: '' },
        bottles: [{ date: '2026-03-05', bottles: 1 }],
      }),
      onDay5,
    );
    expect(fasting.fasting).toMatchObject({ kind: 'fast', fast: { blockDay: { day: 2, of: 3 } } });
    expect(fasting.electrolytes).toEqual({ date: '2026-03-05', bottles: 1, of: 1 });
    expect(fasting.action).toBe('register');
  });

  it('after a stop: no clock, no bottle, nothing gentle to keep going for', () => {
    const stopped = dayViewOf(
      records({ safetyChecks: { 'jejum-1': { at: new Date(2026, 2, 4, 9).toISOString(), outcome: 'stop' } } }),
      new Date(2026, 2, 5, 12),
    );
    expect(stopped.fasting).toMatchObject({ kind: 'stopped' });
    expect(stopped.electrolytes).toBeNull();
    expect(stopped.action).toBe('stopped');
  });

  it('is gentle while a fast runs above a check or a stop, on a day that is not a fasting day', () => {
    // The start date moved so that today, 7 March, reads day 9 while Jejum I runs since the 5th at 20:00.
    const running = {
      startedAt: new Date(2026, 2, 5, 20).toISOString(),
      endedAt: '',
      block: 'jejum-1' as const,
      plannedEndAt: new Date(2026, 2, 8, 20).toISOString(),
    };
    const profile = { ...records().profile, startDate: '2026-02-27' };
    const goJejum1 = { 'jejum-1': { at: new Date(2026, 2, 5, 9).toISOString(), outcome: 'go' as const } };
    const check = dayViewOf(records({ profile, fast: running, safetyChecks: goJejum1 }), NOW);
    expect(check.fasting).toMatchObject({ kind: 'check', block: 'jejum-final', running: { endedAt: null } });
    expect(check.gentle).toBe(true);
    const stop = {
      ...goJejum1,
      'jejum-final': { at: new Date(2026, 2, 7, 9).toISOString(), outcome: 'stop' as const },
    };
    const stopped = dayViewOf(records({ profile, fast: running, safetyChecks: stop }), NOW);
    expect(stopped.fasting).toMatchObject({ kind: 'stopped', block: 'jejum-final', running: { endedAt: null } });
    expect(stopped.gentle).toBe(true);
    // Without the fast, that day 9 is a keto day like any other.
    expect(dayViewOf(records({ profile, safetyChecks: goJejum1 }), NOW).gentle).toBe(false);
  });

  it('on day 7 the way out of Jejum I is what to do now; a keto day is not gentle', () => {
    const today = dayViewOf(records(), NOW);
    expect(today.fasting).toBeNull();
    expect(today.refeed).toEqual({ block: 'jejum-1', date: '2026-03-07', done: [], dayAfter: 1, highRisk: false });
    expect(today.action).toBe('refeed');
    expect(today.gentle).toBe(false);
    // Days 8 and 9 keep the way out; day 10 is a fasting day again.
    expect(dayViewOf(records(), new Date(2026, 2, 8, 12)).action).toBe('refeed');
    expect(dayViewOf(records(), new Date(2026, 2, 9, 12)).refeed).toMatchObject({ dayAfter: 3 });
    expect(dayViewOf(records(), new Date(2026, 2, 10, 12)).refeed).toBeNull();
  });

  it("says whether today's day is ticked: only the Journey's tick completes it", () => {
    expect(dayViewOf(records(), NOW).dayDone).toBe(false);
    expect(dayViewOf(records({ completedDays: [7] }), NOW).dayDone).toBe(true);
    expect(dayViewOf(records({ completedDays: [1, 2, 3, 4, 5, 6, 7] }), new Date(2026, 2, 16, 12)).dayDone).toBe(false);
  });

  it('after day 15 offers the progress card with the photos and the final weight', () => {
    const onDay16 = new Date(2026, 2, 16, 12);
    const results = { finalWeight: '76', beforePhoto: 'photo-a', afterPhoto: '' };
    const today = dayViewOf(records({ completedDays: [1, 2, 3, 4], results }), onDay16);
    expect(today.status).toEqual({ kind: 'after', daysSinceEnd: 1 });
    expect(today.share?.records).toMatchObject({ completedDays: [1, 2, 3, 4], finalWeight: '76', finished: true });
    expect(today.share?.photos).toEqual({ before: 'photo-a', after: '' });
    expect(today.lost).toBe('6.0');
  });

  it('day 16 with 4 of 15 days ticked: the 15 days ended with 4 completed, and the result comes from the newest weigh-in', () => {
    const onDay16 = new Date(2026, 2, 16, 12);
    // A "Peso Final" saved on day 5, then a later weigh-in in the diary: the diary's weight is the result.
    const results = { finalWeight: '80', beforePhoto: '', afterPhoto: '', finalWeightOn: '2026-03-05' };
    const today = dayViewOf(records({ completedDays: [1, 2, 3, 4], results }), onDay16);
    expect(today.outcome).toEqual({ kind: 'ended', done: 4 });
    expect(today.result).toEqual({
      initialWeight: '82',
      startDate: '2026-03-01',
      current: { weight: '79,5', source: 'diary', date: '2026-03-07' },
    });
    expect(today.lost).toBe('2.5');
    expect(today.share?.records).toMatchObject({ finalWeightOn: '2026-03-05' });
  });

  it('all 15 days ticked is a challenge won; during the challenge there is no result block', () => {
    const all = Array.from({ length: 15 }, (_, i) => i + 1);
    expect(dayViewOf(records({ completedDays: all }), new Date(2026, 2, 20, 12)).outcome).toEqual({
      kind: 'won',
      done: 15,
    });
    expect(dayViewOf(records(), NOW).result).toBeNull();
  });

  it('has no day without a start date', () => {
    const today = dayViewOf(
      records({ profile: { name: 'Ana', startDate: '', initialWeight: '', height: '', waterGoal: '' } }),
      NOW,
    );
    expect(today.status).toBeNull();
    expect(today.lost).toBeNull();
  });
});
