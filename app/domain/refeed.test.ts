import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRefeedStep, parseRefeedLog, REFEED_STEPS, refeedDoneOn, withRefeedStep } from './refeed';

describe('the steps to break a fast', () => {
  it('are ids of each block’s own steps, each once', () => {
    for (const steps of Object.values(REFEED_STEPS)) expect(new Set(steps).size).toBe(steps.length);
    expect(isRefeedStep('jejum-1', 'small-first')).toBe(true);
    expect(isRefeedStep('jejum-1', 'small-meals')).toBe(false);
    expect(isRefeedStep('jejum-final', 'small-meals')).toBe(true);
    for (const bad of ['', 'SMALL-FIRST', '__proto__', 'toString', 1, null])
      expect(isRefeedStep('jejum-1', bad)).toBe(false);
  });

  it('are ticked per day and block, kept in their own order; a day with none ticked leaves the log', () => {
    const day = { date: '2026-12-05', block: 'jejum-final' } as const;
    let log = withRefeedStep([], { ...day, step: 'wait', done: true });
    log = withRefeedStep(log, { ...day, step: 'small-first', done: true });
    log = withRefeedStep(log, { ...day, step: 'small-first', done: true });
    log = withRefeedStep(log, { date: '2026-11-26', block: 'jejum-1', step: 'slowly', done: true });
    expect(log).toEqual([
      { date: '2026-11-26', block: 'jejum-1', done: ['slowly'] },
      { date: '2026-12-05', block: 'jejum-final', done: ['small-first', 'wait'] },
    ]);
    expect(refeedDoneOn(log, '2026-12-05', 'jejum-final')).toEqual(['small-first', 'wait']);
    expect(refeedDoneOn(log, '2026-12-06', 'jejum-final')).toEqual([]);
    log = withRefeedStep(log, { date: '2026-11-26', block: 'jejum-1', step: 'slowly', done: false });
    expect(log).toEqual([{ date: '2026-12-05', block: 'jejum-final', done: ['small-first', 'wait'] }]);
  });
});

describe('parseRefeedLog (m15-refeed)', () => {
  const good = { date: '2026-12-05', block: 'jejum-final', done: ['small-first', 'wait'] };

  it('reads nothing stored as nothing ticked, and a valid log whole', () => {
    expect(parseRefeedLog(null)).toEqual({ value: [], complete: true });
    expect(parseRefeedLog([good])).toEqual({ value: [good], complete: true });
  });

  it('puts the ticks in the steps’ order without calling it damage', () => {
    expect(parseRefeedLog([{ ...good, done: ['wait', 'small-first'] }])).toEqual({ value: [good], complete: true });
  });

  it.each([
    ['a step of another block', { ...good, done: ['slowly'] }],
    ['an unknown step', { ...good, done: ['<img src=x onerror=alert(1)>'] }],
    ['a step twice', { ...good, done: ['wait', 'wait'] }],
    ['nothing ticked', { ...good, done: [] }],
    ['an unknown block', { ...good, block: 'ceto-2' }],
    ['an impossible date', { ...good, date: '2026-02-30' }],
    ['ticks that are not a list', { ...good, done: 'wait' }],
    ['a second record of the same day and block', good],
  ])('drops a record with %s, keeps the others, and says so', (_, bad) => {
    expect(parseRefeedLog([good, bad])).toEqual({ value: [good], complete: false });
  });

  it('reads what is not a list as nothing ticked, to be kept aside', () => {
    for (const json of ['passos', 3, { done: [] }])
      expect(parseRefeedLog(json)).toEqual({ value: [], complete: false });
  });

  it('always yields a log it reads back whole (any JSON)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const { value } = parseRefeedLog(json);
        expect(parseRefeedLog(JSON.parse(JSON.stringify(value)))).toEqual({ value, complete: true });
      }),
    );
  });
});
