/** The stored fast (m15-fasting): a running fast, and what the parser keeps of any JSON. The clock: fasting.test.ts. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyFastingRecord, fastingRecordParser, isFastRunning, parseFastingRecord } from './fasting';

const at = (iso: string) => new Date(iso);

describe('a running fast', () => {
  const started = { startedAt: '2026-11-25T10:00:00.000Z', endedAt: '' };

  it('runs from its start until it is ended', () => {
    expect(isFastRunning(emptyFastingRecord())).toBe(false);
    expect(isFastRunning(started)).toBe(true);
    expect(isFastRunning({ ...started, endedAt: '2026-11-26T10:00:00.000Z' })).toBe(false);
  });

  it('is a record that the stored parser reads back whole, running or ended', () => {
    const now = at('2026-11-26T22:00:00Z');
    const parse = fastingRecordParser(() => now.getTime());
    expect(parse(started)).toEqual({ value: started, complete: true });
    const ended = { ...started, endedAt: '2026-11-26T22:00:00.000Z' };
    expect(parse(JSON.parse(JSON.stringify(ended)))).toEqual({ value: ended, complete: true });
  });
});

describe('parseFastingRecord (m15-fasting)', () => {
  const now = Date.parse('2026-11-26T12:00:00.000Z');
  const parse = fastingRecordParser(() => now);
  const start = '2026-11-25T10:00:00.000Z';
  const end = '2026-11-26T10:00:00.000Z';

  it('reads nothing stored as no fast', () => {
    expect(parse(null)).toEqual({ value: emptyFastingRecord(), complete: true });
    expect(parse({})).toEqual({ value: emptyFastingRecord(), complete: true });
  });

  it('keeps a running and an ended fast', () => {
    expect(parse({ startedAt: start, endedAt: '' })).toEqual({
      value: { startedAt: start, endedAt: '' },
      complete: true,
    });
    expect(parse({ startedAt: start, endedAt: end })).toEqual({
      value: { startedAt: start, endedAt: end },
      complete: true,
    });
    // An end exactly at the start is a fast of 0 minutes, not corrupt.
    expect(parse({ startedAt: start, endedAt: start }).complete).toBe(true);
  });

  it.each([
    ['a number', { startedAt: 1732528800000, endedAt: '' }],
    ['a local time', { startedAt: '2026-11-25T10:00', endedAt: '' }],
    ['a date only', { startedAt: '2026-11-25', endedAt: '' }],
    ['an impossible date', { startedAt: '2026-02-30T10:00:00.000Z', endedAt: '' }],
    ['markup', { startedAt: '<img src=x onerror=alert(1)>', endedAt: '' }],
    ['null', { startedAt: null, endedAt: '' }],
    ['a start more than a day in the future', { startedAt: '2026-11-27T12:00:01.000Z', endedAt: '' }],
    [
      'a start in the future with an end',
      { startedAt: '2026-12-01T00:00:00.000Z', endedAt: '2026-12-02T00:00:00.000Z' },
    ],
    ['an end without a start', { startedAt: '', endedAt: end }],
  ])('drops %s: no fast, not complete', (_, json) => {
    expect(parse(json)).toEqual({ value: emptyFastingRecord(), complete: false });
  });

  it.each([
    ['an end before the start', { startedAt: end, endedAt: start }],
    ['an end that is not an instant', { startedAt: start, endedAt: 'ontem' }],
    ['an end of the wrong type', { startedAt: start, endedAt: { $gt: '' } }],
  ])('drops %s but keeps the start: the fast runs, not complete', (_, json) => {
    const r = parse(json);
    expect(r.complete).toBe(false);
    expect(r.value).toEqual({ startedAt: json.startedAt, endedAt: '' });
  });

  it('keeps a start up to a day ahead of the clock (the clock set back since): the fast still runs', () => {
    for (const startedAt of ['2026-11-26T12:10:00.000Z', '2026-11-27T12:00:00.000Z']) {
      const r = parse({ startedAt, endedAt: '' });
      expect(r).toEqual({ value: { startedAt, endedAt: '' }, complete: true });
      expect(isFastRunning(r.value)).toBe(true);
    }
  });

  it('keeps an end ahead of the clock (stamped while it ran ahead): an ended fast never runs again', () => {
    const r = parse({ startedAt: start, endedAt: '2026-11-27T00:00:00.000Z' });
    expect(r).toEqual({ value: { startedAt: start, endedAt: '2026-11-27T00:00:00.000Z' }, complete: true });
    expect(isFastRunning(r.value)).toBe(false);
  });

  it('keeps the mark of an end later than its writing (endedAhead) only on an ended fast', () => {
    expect(parse({ startedAt: start, endedAt: end, endedAhead: true })).toEqual({
      value: { startedAt: start, endedAt: end, endedAhead: true },
      complete: true,
    });
    // On a running fast it means nothing: dropped, and the original kept aside.
    expect(parse({ startedAt: start, endedAt: '', endedAhead: true })).toEqual({
      value: { startedAt: start, endedAt: '' },
      complete: false,
    });
    // Only `true` is a mark: anything else is dropped, and the end stays hers.
    for (const endedAhead of [false, 'true', 1, '<img src=x onerror=alert(1)>']) {
      expect(parse({ startedAt: start, endedAt: end, endedAhead })).toEqual({
        value: { startedAt: start, endedAt: end },
        complete: false,
      });
    }
  });

  it('allows the clock skew for a start just ahead of the clock', () => {
    expect(parse({ startedAt: '2026-11-26T12:00:30.000Z', endedAt: '' }).complete).toBe(true);
  });

  it.each([
    ['a list', [start, end]],
    ['text', start],
    ['a number', 42],
    ['someone else’s object', { name: 'x' }],
  ])('refuses %s as a record', (_, json) =>
    expect(parse(json)).toEqual({ value: emptyFastingRecord(), complete: false }),
  );

  it('ignores unknown fields (a later version may add some)', () => {
    expect(parse({ startedAt: start, endedAt: '', note: 'x' })).toEqual({
      value: { startedAt: start, endedAt: '' },
      complete: true,
    });
  });

  it('always yields a record it reads back whole (any JSON)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            startedAt: fc.oneof(
              fc.constant(''),
              fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
              fc.string(),
            ),
            endedAt: fc.oneof(
              fc.constant(''),
              fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
              fc.string(),
            ),
            endedAhead: fc.oneof(fc.constant(true), fc.boolean(), fc.string()),
          }),
        ),
        (json) => {
          const { value } = parse(json);
          expect(parse(JSON.parse(JSON.stringify(value)))).toEqual({ value, complete: true });
          if (value.startedAt) expect(Date.parse(value.startedAt)).toBeLessThanOrEqual(now + 60_000);
          if (value.endedAt) expect(Date.parse(value.endedAt)).toBeGreaterThanOrEqual(Date.parse(value.startedAt));
        },
      ),
    );
  });

  it('is exported with the phone’s clock for the storage registry', () => {
    expect(parseFastingRecord({ startedAt: '2020-01-01T00:00:00.000Z', endedAt: '' })).toEqual({
      value: { startedAt: '2020-01-01T00:00:00.000Z', endedAt: '' },
      complete: true,
    });
    expect(parseFastingRecord({ startedAt: '2999-01-01T00:00:00.000Z', endedAt: '' }).complete).toBe(false);
  });
});
