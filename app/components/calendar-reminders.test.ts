import { describe, expect, it } from 'vitest';
import { DAY_GUIDE } from '~/content/day-guide';
import { reminderDays, reminderTitle } from './calendar-reminders';

describe('the reminder days', () => {
  it('are the 15 days from the start date, day 1 the start date itself, across a month end', () => {
    const days = reminderDays('2026-11-22');
    expect(days?.map((d) => d.day)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(days?.[0]?.date).toBe('2026-11-22');
    expect(days?.[8]?.date).toBe('2026-11-30');
    expect(days?.[9]?.date).toBe('2026-12-01');
    expect(days?.[14]?.date).toBe('2026-12-06');
  });

  it('are titled with the day and its phase, and described by that day’s guide', () => {
    const days = reminderDays('2026-02-20') ?? [];
    expect(days.map((d) => d.title)).toEqual([
      ...[1, 2, 3].map((n) => `M15 · Dia ${n} — Cetocarnívora I`),
      ...[4, 5, 6].map((n) => `M15 · Dia ${n} — Jejum I`),
      ...[7, 8, 9].map((n) => `M15 · Dia ${n} — Cetocarnívora II`),
      ...[10, 11, 12, 13, 14, 15].map((n) => `M15 · Dia ${n} — Jejum Final`),
    ]);
    expect(days.map((d) => d.description)).toEqual(DAY_GUIDE);
    expect(days[8]?.date).toBe('2026-02-28');
    expect(days[9]?.date).toBe('2026-03-01');
    expect(reminderTitle(4)).toBe('M15 · Dia 4 — Jejum I');
  });

  it('are none without a real start date, so no wrong file is made', () => {
    for (const start of ['', '2026-02-30', '22/11/2026', 'amanhã', '1800-01-01'])
      expect(reminderDays(start)).toBeNull();
  });
});
