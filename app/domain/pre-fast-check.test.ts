import { describe, expect, it } from 'vitest';
import {
  ANSWER_MISSING,
  checkDoneAt,
  checkedBlockOn,
  knownBmi,
  parseSafetyChecks,
  PRE_FAST_QUESTIONS,
  type PreFastQuestion,
  preFastCheckOf,
  validatePreFastAnswers,
} from './pre-fast-check';

const allNo = Object.fromEntries(PRE_FAST_QUESTIONS.map((q) => [q, 'nao'])) as Record<PreFastQuestion, string>;

describe('which days ask the check', () => {
  it('asks on the day before each long fast and on its first day, for that block', () => {
    const days = Array.from({ length: 17 }, (_, i) => i);
    const asked = days.map((d) => [d, checkedBlockOn(d)]).filter(([, b]) => b !== null);
    expect(asked).toEqual([
      [3, 'jejum-1'],
      [4, 'jejum-1'],
      [9, 'jejum-final'],
      [10, 'jejum-final'],
    ]);
    expect(checkedBlockOn(null)).toBeNull();
    expect(checkedBlockOn(Number.NaN)).toBeNull();
  });
});

describe('which answers stop the fast', () => {
  it('passes when every answer is no', () => {
    expect(validatePreFastAnswers(allNo, null)).toEqual({ ok: true, stops: [] });
  });

  it.each(PRE_FAST_QUESTIONS)('a yes to %s stops it', (q) => {
    expect(validatePreFastAnswers({ ...allNo, [q]: 'sim' }, null)).toEqual({ ok: true, stops: [q] });
  });

  it('names every yes', () => {
    const r = validatePreFastAnswers({ ...allNo, pregnant: 'sim', heartOrKidney: 'sim' }, null);
    expect(r).toEqual({ ok: true, stops: ['pregnant', 'heartOrKidney'] });
  });

  it('refuses missing or unknown answers, naming each, and passes nothing', () => {
    const r = validatePreFastAnswers({ ...allNo, under18: undefined, eatingDisorder: 'SIM', lowBmi: ['sim'] }, null);
    expect(r).toEqual({
      ok: false,
      errors: { under18: ANSWER_MISSING, eatingDisorder: ANSWER_MISSING, lowBmi: ANSWER_MISSING },
    });
    expect(validatePreFastAnswers({}, 22).ok).toBe(false);
  });

  it('takes the BMI from the profile when it is known, whatever was sent', () => {
    const { lowBmi: _, ...rest } = allNo;
    expect(validatePreFastAnswers(rest, 22.4)).toEqual({ ok: true, stops: [] });
    expect(validatePreFastAnswers({ ...rest, lowBmi: 'sim' }, 22.4)).toEqual({ ok: true, stops: [] });
    expect(validatePreFastAnswers({ ...rest, lowBmi: 'nao' }, 18.4)).toEqual({ ok: true, stops: ['lowBmi'] });
    expect(validatePreFastAnswers(rest, 18.5)).toEqual({ ok: true, stops: [] });
  });
});

describe('the BMI known from the profile', () => {
  it('uses the latest weight, else the initial one, with the profile height', () => {
    expect(knownBmi({ weight: '', initialWeight: '82', height: '165' })).toBe(30.1);
    expect(knownBmi({ weight: '49', initialWeight: '82', height: '165' })).toBe(18);
    expect(knownBmi({ weight: '49,5', initialWeight: '', height: '165' })).toBe(18.2);
  });
  it.each([
    ['no height', { weight: '', initialWeight: '82', height: '' }],
    ['no weight', { weight: '', initialWeight: '', height: '165' }],
    ['text', { weight: 'muito', initialWeight: 'x', height: 'alta' }],
    ['zero height', { weight: '60', initialWeight: '', height: '0' }],
    ['negative height', { weight: '60', initialWeight: '', height: '-170' }],
  ])('is unknown with %s', (_, input) => {
    expect(knownBmi(input)).toBeNull();
  });
});

describe('the stored fact (m15-safety-checks)', () => {
  it('reads instants and nothing else', () => {
    expect(parseSafetyChecks({ 'jejum-1': '2026-11-22T13:00:00.000Z', 'jejum-final': '' })).toEqual({
      value: { 'jejum-1': '2026-11-22T13:00:00.000Z', 'jejum-final': '' },
      complete: true,
    });
    expect(parseSafetyChecks(null)).toEqual({ value: { 'jejum-1': '', 'jejum-final': '' }, complete: true });
    for (const bad of [
      'feito',
      [1],
      { 'jejum-1': true },
      { 'jejum-1': { pregnant: 'sim' } },
      { 'jejum-final': '22/11/2026' },
      { answers: ['sim'] },
    ]) {
      const r = parseSafetyChecks(bad);
      expect(r.complete, JSON.stringify(bad)).toBe(false);
      expect(r.value).toEqual({ 'jejum-1': '', 'jejum-final': '' });
    }
  });

  it('counts a check only from the day before the block of this challenge', () => {
    // Start 2026-11-20: day 3 is 22/11, day 9 is 28/11 (checks done at noon in São Paulo, 15:00 UTC).
    const checks = { 'jejum-1': '2026-11-22T15:00:00.000Z', 'jejum-final': '2026-11-22T15:00:00.000Z' };
    expect(checkDoneAt(checks, 'jejum-1', '2026-11-20')).toBe('2026-11-22T15:00:00.000Z');
    // Done before day 9: it does not count for the Jejum Final.
    expect(checkDoneAt(checks, 'jejum-final', '2026-11-20')).toBeNull();
    // A later start date (a new challenge) asks again.
    expect(checkDoneAt(checks, 'jejum-1', '2026-12-01')).toBeNull();
    expect(checkDoneAt(checks, 'jejum-1', '')).toBeNull();
    expect(checkDoneAt({ 'jejum-1': '', 'jejum-final': '' }, 'jejum-1', '2026-11-20')).toBeNull();
  });

  it('gives Hoje the block, whether it is done and the BMI', () => {
    const base = { startDate: '2026-11-20', weight: '', initialWeight: '82', height: '165' };
    const none = { 'jejum-1': '', 'jejum-final': '' };
    expect(preFastCheckOf({ ...base, day: 2, checks: none })).toBeNull();
    expect(preFastCheckOf({ ...base, day: 9, checks: none })).toEqual({
      block: 'jejum-final',
      doneAt: null,
      bmi: 30.1,
    });
    const done = { 'jejum-1': '2026-11-23T11:00:00.000Z', 'jejum-final': '' };
    expect(preFastCheckOf({ ...base, height: '', day: 4, checks: done })).toEqual({
      block: 'jejum-1',
      doneAt: '2026-11-23T11:00:00.000Z',
      bmi: null,
    });
  });
});
