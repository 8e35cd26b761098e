import { describe, expect, it } from 'vitest';
import { addDays, dayIndex, daysBetween, isIsoDate, laterText, localIsoDate } from './dates';

describe('isIsoDate', () => {
  it.each(['2026-11-22', '2024-02-29', '2026-12-31', '1900-01-01'])('accepts %s', (d) =>
    expect(isIsoDate(d)).toBe(true),
  );
  it.each([
    '',
    '2026-02-29',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-11-00',
    '22/11/2026',
    '2026-1-2',
    '1899-12-31',
    'amanhã',
    '2026-11-22T00:00',
  ])('refuses %j', (d) => expect(isIsoDate(d)).toBe(false));
});

describe('localIsoDate', () => {
  it('uses the local calendar day, not the UTC one', () => {
    // 23:30 on 22 Nov in a local clock: still the 22nd whatever UTC says.
    expect(localIsoDate(new Date(2026, 10, 22, 23, 30))).toBe('2026-11-22');
    expect(localIsoDate(new Date(2026, 10, 23, 0, 5))).toBe('2026-11-23');
    expect(localIsoDate(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });
});

describe('daysBetween', () => {
  it('counts calendar days', () => {
    expect(daysBetween('2026-11-01', '2026-11-01')).toBe(0);
    expect(daysBetween('2026-11-01', '2026-11-15')).toBe(14);
    expect(daysBetween('2026-11-15', '2026-11-01')).toBe(-14);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });
  it('is not shifted by daylight-saving changes (US and EU 2026 transitions)', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-11-01', '2026-11-02')).toBe(1);
  });
  it('answers null for text that is not a date', () => {
    expect(daysBetween('', '2026-11-01')).toBeNull();
    expect(daysBetween('2026-11-01', '2026-02-30')).toBeNull();
  });
});

describe('addDays', () => {
  it('moves along the calendar across months, years and leap days', () => {
    expect(addDays('2026-11-23', 6)).toBe('2026-11-29');
    expect(addDays('2026-11-23', -6)).toBe('2026-11-17');
    expect(addDays('2026-12-28', 5)).toBe('2027-01-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
  });
  it('answers null for text that is not a date or a count that is not whole', () => {
    expect(addDays('x', 1)).toBeNull();
    expect(addDays('2026-11-23', 0.5)).toBeNull();
  });
});

describe('dayIndex', () => {
  it('counts days since 1970 and refuses what is not a date', () => {
    expect(dayIndex('1970-01-02')).toBe(1);
    expect(dayIndex('2026-13-45')).toBeNull();
    expect(dayIndex('31/12/2026')).toBeNull();
  });
});

describe('laterText', () => {
  it('gives the later of two dates, datetime-local values or instants, as they sort', () => {
    expect(laterText('2026-11-22', '2026-11-03')).toBe('2026-11-22');
    expect(laterText('2026-11-22T07:05', '2026-11-22T19:00')).toBe('2026-11-22T19:00');
    expect(laterText('2026-11-22T10:00:00.000Z', '2026-11-22T10:00:00.000Z')).toBe('2026-11-22T10:00:00.000Z');
  });
});
