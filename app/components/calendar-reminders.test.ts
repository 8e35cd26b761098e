import { describe, expect, it } from 'vitest';
import { DAY_GUIDE } from '~/content/day-guide';
import { FASTING_REMINDER } from '~/content/reminders';
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

  it('are titled with the day and its phase, and described by that day’s guide, or by the check around a fast', () => {
    const days = reminderDays('2026-02-20') ?? [];
    expect(days.map((d) => d.title)).toEqual([
      ...[1, 2, 3].map((n) => `M15 · Dia ${n} — Cetocarnívora I`),
      ...[4, 5, 6].map((n) => `M15 · Dia ${n} — Jejum I`),
      ...[7, 8, 9].map((n) => `M15 · Dia ${n} — Cetocarnívora II`),
      ...[10, 11, 12, 13, 14, 15].map((n) => `M15 · Dia ${n} — Jejum Final`),
    ]);
    expect(days.map((d) => d.description)).toEqual([
      DAY_GUIDE[0],
      DAY_GUIDE[1],
      FASTING_REMINDER.eve(DAY_GUIDE[2]!),
      ...[4, 5, 6].map(() => FASTING_REMINDER.fast),
      DAY_GUIDE[6],
      DAY_GUIDE[7],
      FASTING_REMINDER.eve(DAY_GUIDE[8]!),
      ...[10, 11, 12, 13, 14, 15].map(() => FASTING_REMINDER.fast),
    ]);
    expect(days[8]?.date).toBe('2026-02-28');
    expect(days[9]?.date).toBe('2026-03-01');
    expect(reminderTitle(4)).toBe('M15 · Dia 4 — Jejum I');
  });

  it('never say what to fast on a fasting day: open M15 and do the check', () => {
    for (const d of (reminderDays('2026-02-20') ?? []).filter((x) => x.day >= 3)) {
      if (![3, 4, 5, 6, 9, 10, 11, 12, 13, 14, 15].includes(d.day)) continue;
      expect(d.description, `day ${d.day}`).toMatch(/abra o M15 e faça a verificação/i);
    }
    expect(FASTING_REMINDER.fast).not.toMatch(/eletrólito|água|café|chá|sem comida|garrafa|jejue/i);
  });

  it('are none without a real start date, so no wrong file is made', () => {
    for (const start of ['', '2026-02-30', '22/11/2026', 'amanhã', '1800-01-01'])
      expect(reminderDays(start)).toBeNull();
  });
});
