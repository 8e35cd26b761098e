import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkOf,
  knownBmi,
  outcomeOf,
  parseSafetyChecks,
  PRE_FAST_QUESTIONS,
  type PreFastQuestion,
  type SafetyChecks,
  validatePreFastAnswers,
  withCheck,
} from './pre-fast-check';

const allNo = Object.fromEntries(PRE_FAST_QUESTIONS.map((q) => [q, 'nao'])) as Record<PreFastQuestion, string>;

describe('the questions', () => {
  it('include blood-pressure medicine or diuretics, gout and any other daily medicine (issue 30)', () => {
    expect(PRE_FAST_QUESTIONS).toEqual([
      'pregnant',
      'under18',
      'eatingDisorder',
      'diabetesMedication',
      'heartOrKidney',
      'pressureMedication',
      'gout',
      'dailyMedication',
      'lowBmi',
    ]);
  });
});

describe('which answers stop the fast', () => {
  it('passes when every answer is no', () => {
    expect(validatePreFastAnswers(allNo, null)).toEqual({ ok: true, stops: [] });
  });

  it.each(PRE_FAST_QUESTIONS)('a yes to %s stops it', (q) => {
    expect(validatePreFastAnswers({ ...allNo, [q]: 'sim' }, null)).toEqual({ ok: true, stops: [q] });
  });

  it('a yes to any one of the three new questions stops it too', () => {
    for (const q of ['pressureMedication', 'gout', 'dailyMedication'] as const) {
      const r = validatePreFastAnswers({ ...allNo, [q]: 'sim' }, 22);
      expect(r).toEqual({ ok: true, stops: [q] });
      expect(outcomeOf(r.ok ? r.stops : [])).toBe('stop');
    }
    expect(outcomeOf([])).toBe('go');
  });

  it('names every yes', () => {
    const r = validatePreFastAnswers({ ...allNo, pregnant: 'sim', heartOrKidney: 'sim' }, null);
    expect(r).toEqual({ ok: true, stops: ['pregnant', 'heartOrKidney'] });
  });

  it('refuses missing or unknown answers, naming each, and passes nothing', () => {
    const r = validatePreFastAnswers({ ...allNo, under18: undefined, eatingDisorder: 'SIM', lowBmi: ['sim'] }, null);
    expect(r).toEqual({
      ok: false,
      problems: { under18: { code: 'required' }, eatingDisorder: { code: 'required' }, lowBmi: { code: 'required' } },
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

describe('the stored check (m15-safety-checks)', () => {
  const go = { at: '2026-11-22T15:00:00.000Z', outcome: 'go' } as const;
  const stop = { at: '2026-11-23T11:00:00.000Z', outcome: 'stop' } as const;

  it('reads, per block, when it was done and whether it said go or stop', () => {
    expect(parseSafetyChecks({ 'jejum-1': stop, 'jejum-final': go })).toEqual({
      value: { 'jejum-1': stop, 'jejum-final': go },
      complete: true,
    });
    expect(parseSafetyChecks(null)).toEqual({ value: {}, complete: true });
    expect(parseSafetyChecks({})).toEqual({ value: {}, complete: true });
  });

  it('reads the earlier form (a bare instant, which never remembered a "sim") as no check: it is asked again', () => {
    // Issue 23 kept only when the check was done; a "sim" lived in the page's memory. Such a record
    // cannot prove the check said go, so it counts as not done, without calling it damage.
    expect(parseSafetyChecks({ 'jejum-1': '2026-11-22T15:00:00.000Z', 'jejum-final': '' })).toEqual({
      value: {},
      complete: true,
    });
    expect(parseSafetyChecks({ 'jejum-1': '2026-11-22T15:00:00.000Z', 'jejum-final': go })).toEqual({
      value: { 'jejum-final': go },
      complete: true,
    });
  });

  it.each([
    ['a text', 'feito'],
    ['a list', [1]],
    ['a boolean for a block', { 'jejum-1': true }],
    ['the answers instead of the outcome', { 'jejum-1': { pregnant: 'sim' } }],
    ['a pt-BR date', { 'jejum-final': '22/11/2026' }],
    ['no block of ours', { answers: ['sim'] }],
    ['a hostile text', { 'jejum-1': '<img src=x onerror=alert(1)>' }],
    ['an impossible date', { 'jejum-1': { at: '2026-02-30T10:00:00.000Z', outcome: 'go' } }],
    ['an outcome that is not one', { 'jejum-1': { at: '2026-11-22T15:00:00.000Z', outcome: 'sim' } }],
    ['an outcome in capitals', { 'jejum-1': { at: '2026-11-22T15:00:00.000Z', outcome: 'GO' } }],
    ['a number for the time', { 'jejum-1': { at: 1764000000000, outcome: 'go' } }],
    ['no time', { 'jejum-1': { outcome: 'go' } }],
  ])('reads %s as no check, to be kept aside', (_, json) => {
    const r = parseSafetyChecks(json);
    expect(r.complete).toBe(false);
    expect(r.value).toEqual({});
  });

  it('keeps the valid block of a record whose other block is damaged', () => {
    expect(parseSafetyChecks({ 'jejum-1': stop, 'jejum-final': { at: 'ontem', outcome: 'go' } })).toEqual({
      value: { 'jejum-1': stop },
      complete: false,
    });
  });

  it('keeps no answer even when a record carries some (only when and the outcome)', () => {
    const r = parseSafetyChecks({ 'jejum-1': { ...stop, pregnant: 'sim' } });
    expect(r.value).toEqual({ 'jejum-1': stop });
    expect(JSON.stringify(r.value)).not.toMatch(/pregnant|sim/);
  });

  it('always yields checks it reads back whole (any JSON)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const { value } = parseSafetyChecks(json);
        expect(parseSafetyChecks(JSON.parse(JSON.stringify(value)))).toEqual({ value, complete: true });
      }),
    );
  });

  it('counts a check from the eve of the block to its last day, in this challenge', () => {
    // Start 2026-11-20: Jejum I's eve is 22/11 and its last day 25/11; the Jejum Final's eve is 28/11.
    const checks: SafetyChecks = { 'jejum-1': go, 'jejum-final': go };
    expect(checkOf(checks, 'jejum-1', '2026-11-20')).toEqual(go);
    // Done before day 9: it does not count for the Jejum Final.
    expect(checkOf(checks, 'jejum-final', '2026-11-20')).toBeNull();
    // A later start date (a new challenge), or an earlier one whose block is over, asks again.
    expect(checkOf(checks, 'jejum-1', '2026-12-01')).toBeNull();
    expect(checkOf(checks, 'jejum-1', '2026-11-01')).toBeNull();
    expect(checkOf(checks, 'jejum-1', '')).toBeNull();
    expect(checkOf({}, 'jejum-1', '2026-11-20')).toBeNull();
    expect(checkOf({ 'jejum-1': stop }, 'jejum-1', '2026-11-20')).toEqual(stop);
  });

  it('a new check replaces the block’s last one and keeps the other block', () => {
    const checks = withCheck({ 'jejum-final': go }, 'jejum-1', stop);
    expect(checks).toEqual({ 'jejum-1': stop, 'jejum-final': go });
    expect(withCheck(checks, 'jejum-1', { ...go, at: '2026-11-24T09:00:00.000Z' })['jejum-1']).toEqual({
      at: '2026-11-24T09:00:00.000Z',
      outcome: 'go',
    });
  });
});
