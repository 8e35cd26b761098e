/** The start of a fast (the field) and its clock (domain/fasting.ts). The stored record: fasting-record.test.ts. */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { FAST_START_MESSAGES } from '~/content/fasting-clock';
import {
  FAST_MILESTONE_HOURS,
  MAX_FAST_HOURS,
  fastProgress,
  milestonesUpTo,
  formatFastDuration,
  isIsoInstant,
  parseFastStart,
  toDateTimeLocal,
  type FastStartError,
} from './fasting';

const MIN = 60_000;
const HOUR = 60 * MIN;
const at = (iso: string) => new Date(iso);

const original = process.env.TZ;
afterEach(() => {
  process.env.TZ = original;
});

describe('the limits', () => {
  it('has the milestones of the screen, in order', () => {
    expect(FAST_MILESTONE_HOURS).toEqual([12, 16, 24, 48, 72, 96, 120, 144]);
  });
  it('accepts a start far enough back for the 6-day final fast', () => {
    expect(MAX_FAST_HOURS).toBeGreaterThanOrEqual(6 * 24);
  });
  it('has a Portuguese message for every error', () => {
    const errors: FastStartError[] = ['missing', 'invalid', 'future', 'before-block', 'too-old'];
    for (const e of errors) expect(FAST_START_MESSAGES[e]).toMatch(/\S/);
    expect(FAST_START_MESSAGES.future).toBe('O início do jejum não pode estar no futuro.');
    expect(FAST_START_MESSAGES['too-old']).toContain('8 dias');
  });
});

describe('parseFastStart', () => {
  const now = at('2026-11-25T15:30:20Z');

  it('reads the field in the phone’s zone (São Paulo, UTC−3)', () => {
    process.env.TZ = 'America/Sao_Paulo';
    expect(parseFastStart('2026-11-25T12:00', now)).toEqual({ ok: true, startedAt: '2026-11-25T15:00:00.000Z' });
    // Started the evening before: the UTC date is already the 25th.
    expect(parseFastStart('2026-11-24T21:30', now)).toEqual({ ok: true, startedAt: '2026-11-25T00:30:00.000Z' });
    expect(parseFastStart(' 2026-11-25T12:00:45 ', now)).toEqual({ ok: true, startedAt: '2026-11-25T15:00:45.000Z' });
  });

  it('takes a start up to a minute ahead as now, and refuses one further ahead', () => {
    process.env.TZ = 'UTC';
    expect(parseFastStart('2026-11-25T15:31', now)).toEqual({ ok: true, startedAt: now.toISOString() });
    expect(parseFastStart('2026-11-25T15:31:20', now)).toEqual({ ok: true, startedAt: now.toISOString() });
    expect(parseFastStart('2026-11-25T15:31:21', now)).toEqual({ ok: false, error: 'future' });
    expect(parseFastStart('2026-11-25T15:32', now)).toEqual({ ok: false, error: 'future' });
    expect(parseFastStart('2027-01-01T00:00', now)).toEqual({ ok: false, error: 'future' });
  });

  it(`accepts up to ${MAX_FAST_HOURS} h back and refuses older`, () => {
    process.env.TZ = 'UTC';
    const edge = new Date(now.getTime() - MAX_FAST_HOURS * HOUR);
    expect(parseFastStart('2026-11-17T15:30:20', now)).toEqual({ ok: true, startedAt: edge.toISOString() });
    expect(parseFastStart('2026-11-17T15:30:19', now)).toEqual({ ok: false, error: 'too-old' });
    expect(parseFastStart('2026-11-17T15:30', now)).toEqual({ ok: false, error: 'too-old' });
    expect(parseFastStart('2025-11-25T15:30', now)).toEqual({ ok: false, error: 'too-old' });
  });

  it('asks for a value when there is none', () => {
    for (const v of [null, undefined, '', '   '])
      expect(parseFastStart(v, now)).toEqual({ ok: false, error: 'missing' });
  });

  it.each([
    '2026-11-25',
    '15:00',
    '2026-11-25 12:00',
    '25/11/2026 12:00',
    '2026-02-30T12:00',
    '2026-11-25T24:00',
    '2026-11-25T12:60',
    '2026-11-25T12:00:60',
    '2026-11-25T12:00Z',
    '2026-11-25T12:00-03:00',
    '2026-11-25T12:00:00.000Z',
    '<img src=x onerror=alert(1)>',
    '2026-11-25T12:00\n<script>',
    '💪🏽',
    '1899-12-31T12:00',
  ])('refuses %j as invalid', (v) => expect(parseFastStart(v, now)).toEqual({ ok: false, error: 'invalid' }));

  it('refuses values that are not text (a File, a number, an object) as invalid', () => {
    for (const v of [1732548000000, {}, [], true, new Blob(['x'])])
      expect(parseFastStart(v, now)).toEqual({ ok: false, error: 'invalid' });
  });

  it('never throws and only answers ok with an instant in the allowed window (any text)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const r = parseFastStart(text, now);
        if (!r.ok) return;
        const t = Date.parse(r.startedAt);
        expect(isIsoInstant(r.startedAt)).toBe(true);
        expect(t).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime() - t).toBeLessThanOrEqual(MAX_FAST_HOURS * HOUR);
      }),
    );
  });

  it('reads wall times around daylight-saving changes as ECMAScript does (New York)', () => {
    process.env.TZ = 'America/New_York';
    // 02:30 does not exist on 8 March 2026: it becomes 03:30 EDT.
    expect(parseFastStart('2026-03-08T02:30', at('2026-03-08T12:00:00Z'))).toEqual({
      ok: true,
      startedAt: '2026-03-08T07:30:00.000Z',
    });
    // 01:30 happens twice on 1 November 2026: the first one, EDT.
    expect(parseFastStart('2026-11-01T01:30', at('2026-11-01T12:00:00Z'))).toEqual({
      ok: true,
      startedAt: '2026-11-01T05:30:00.000Z',
    });
  });

  it('throws on an invalid clock rather than accept anything', () => {
    expect(() => parseFastStart('2026-11-25T12:00', new Date('nope'))).toThrow(RangeError);
  });

  it('refuses a start before the first instant of the block (00:00 on its eve), and takes that instant', () => {
    process.env.TZ = 'America/Sao_Paulo';
    const earliest = new Date(2026, 10, 22, 0, 0); // the eve, 22/11
    expect(parseFastStart('2026-11-21T23:59', now, { earliest })).toEqual({ ok: false, error: 'before-block' });
    expect(parseFastStart('2026-11-22T00:00', now, { earliest })).toEqual({
      ok: true,
      startedAt: earliest.toISOString(),
    });
    // The future and a non-date are still what they are; without a block, only the 8 days count.
    expect(parseFastStart('2026-11-26T12:00', now, { earliest })).toEqual({ ok: false, error: 'future' });
    expect(parseFastStart('ontem', now, { earliest })).toEqual({ ok: false, error: 'invalid' });
    expect(parseFastStart('2026-11-21T23:59', now, { earliest: null })).toMatchObject({ ok: true });
  });
});

describe('toDateTimeLocal', () => {
  it('writes the local wall time, to the minute, zero-padded', () => {
    process.env.TZ = 'America/Sao_Paulo';
    expect(toDateTimeLocal(at('2026-11-25T02:05:59Z'))).toBe('2026-11-24T23:05');
    expect(toDateTimeLocal(at('2026-01-01T03:00:00Z'))).toBe('2026-01-01T00:00');
  });
  it('prefills a value that parseFastStart takes as now', () => {
    process.env.TZ = 'Europe/Lisbon';
    const now = at('2026-03-29T09:41:37Z');
    const field = toDateTimeLocal(now);
    expect(field).toBe('2026-03-29T10:41');
    const r = parseFastStart(field, now);
    expect(r).toEqual({ ok: true, startedAt: '2026-03-29T09:41:00.000Z' });
  });
  it('gives an empty field for an invalid date', () => {
    expect(toDateTimeLocal(new Date('nope'))).toBe('');
  });
});

describe('isIsoInstant', () => {
  it.each(['2026-11-25T15:00:00.000Z', '2024-02-29T23:59:59.999Z'])('accepts %s', (t) =>
    expect(isIsoInstant(t)).toBe(true),
  );
  it.each([
    '',
    '2026-11-25',
    '2026-11-25T15:00:00Z',
    '2026-11-25T15:00:00.000+00:00',
    '2026-02-30T00:00:00.000Z',
    '2026-11-25T24:00:00.000Z',
    ' 2026-11-25T15:00:00.000Z',
    '1732546800000',
    null,
    1732546800000,
  ])('refuses %j', (t) => expect(isIsoInstant(t)).toBe(false));
});

describe('fastProgress', () => {
  const start = '2026-11-25T10:00:00.000Z';
  const after = (ms: number) => new Date(Date.parse(start) + ms);

  it('starts at zero with the first milestone ahead', () => {
    expect(fastProgress(start, after(0))).toEqual({
      elapsedMs: 0,
      hours: 0,
      minutes: 0,
      reached: [],
      next: 12,
      msToNext: 12 * HOUR,
    });
  });

  it('counts whole hours and minutes', () => {
    const p = fastProgress(start, after(36 * HOUR + 5 * MIN + 59_999));
    expect(p).toMatchObject({ hours: 36, minutes: 5, reached: [12, 16, 24], next: 48 });
    expect(p?.msToNext).toBe(12 * HOUR - 5 * MIN - 59_999);
  });

  it('reaches a milestone exactly at its hour, not a millisecond before', () => {
    for (const h of FAST_MILESTONE_HOURS) {
      expect(fastProgress(start, after(h * HOUR - 1), 144)?.reached).not.toContain(h);
      expect(fastProgress(start, after(h * HOUR), 144)?.reached).toContain(h);
    }
    expect(fastProgress(start, after(12 * HOUR))).toMatchObject({ reached: [12], next: 16, msToNext: 4 * HOUR });
    expect(fastProgress(start, after(12 * HOUR - 1))).toMatchObject({ reached: [], next: 12, msToNext: 1 });
  });

  it('has no next milestone after the last one of its goal', () => {
    expect(fastProgress(start, after(72 * HOUR))).toMatchObject({
      reached: [12, 16, 24, 48, 72],
      next: null,
      msToNext: null,
    });
    expect(fastProgress(start, after(72 * HOUR), 144)).toMatchObject({ next: 96, msToNext: 24 * HOUR });
    expect(fastProgress(start, after(150 * HOUR), 144)).toMatchObject({
      hours: 150,
      reached: [...FAST_MILESTONE_HOURS],
      next: null,
      msToNext: null,
    });
  });

  it('crosses midnight by elapsed time (São Paulo, 22:30 → 01:15)', () => {
    process.env.TZ = 'America/Sao_Paulo';
    const r = parseFastStart('2026-11-24T22:30', at('2026-11-25T04:15:00Z'));
    if (!r.ok) throw new Error('expected a start');
    expect(fastProgress(r.startedAt, at('2026-11-25T04:15:00Z'))).toMatchObject({ hours: 2, minutes: 45 });
  });

  it('counts the hours actually fasted across daylight-saving changes (New York)', () => {
    process.env.TZ = 'America/New_York';
    // 20:00 Saturday to 20:00 Sunday when clocks go forward: 23 hours, not 24.
    const spring = parseFastStart('2026-03-07T20:00', at('2026-03-08T12:00:00Z'));
    if (!spring.ok) throw new Error('expected a start');
    const springEnd = new Date(2026, 2, 8, 20, 0);
    expect(fastProgress(spring.startedAt, springEnd)).toMatchObject({
      hours: 23,
      minutes: 0,
      reached: [12, 16],
      next: 24,
    });
    // 20:00 Saturday to 20:00 Sunday when clocks go back: 25 hours.
    const autumn = parseFastStart('2026-10-31T20:00', at('2026-11-01T12:00:00Z'));
    if (!autumn.ok) throw new Error('expected a start');
    const autumnEnd = new Date(2026, 10, 1, 20, 0);
    expect(fastProgress(autumn.startedAt, autumnEnd)).toMatchObject({ hours: 25, minutes: 0, reached: [12, 16, 24] });
  });

  it('takes a start ahead of now (clock set back) as not started yet', () => {
    expect(fastProgress(start, after(-30 * MIN))).toEqual({
      elapsedMs: 0,
      hours: 0,
      minutes: 0,
      reached: [],
      next: 12,
      msToNext: 12 * HOUR + 30 * MIN,
    });
  });

  it('answers null for a start that is not a stored instant, or an invalid clock', () => {
    for (const s of ['', 'ontem', '2026-11-25T10:00', '2026-02-30T00:00:00.000Z', '<script>alert(1)</script>'])
      expect(fastProgress(s, after(HOUR))).toBeNull();
    expect(fastProgress(start, new Date('nope'))).toBeNull();
  });
});

describe('the marks of a goal', () => {
  it('marks the hours up to the goal', () => {
    expect(milestonesUpTo(72)).toEqual([12, 16, 24, 48, 72]);
    expect(milestonesUpTo(144)).toEqual([12, 16, 24, 48, 72, 96, 120, 144]);
    expect(milestonesUpTo(37.9)).toEqual([12, 16, 24]);
  });
});

describe('formatFastDuration', () => {
  it.each([
    [0, '0 h 00 min'],
    [59_999, '0 h 00 min'],
    [MIN, '0 h 01 min'],
    [9 * MIN, '0 h 09 min'],
    [HOUR, '1 h 00 min'],
    [36 * HOUR + 5 * MIN, '36 h 05 min'],
    [36 * HOUR + 5 * MIN + 59_999, '36 h 05 min'],
    [72 * HOUR + 59 * MIN, '72 h 59 min'],
    [MAX_FAST_HOURS * HOUR, '192 h 00 min'],
  ])('%d ms is %j', (ms, text) => expect(formatFastDuration(ms)).toBe(text));
  it.each([-1, -HOUR, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('%d is 0 h 00 min', (ms) =>
    expect(formatFastDuration(ms)).toBe('0 h 00 min'),
  );
});
