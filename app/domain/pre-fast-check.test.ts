import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ABSOLUTE_STOPS,
  canRedoCheck,
  checkOf,
  checksThatHold,
  checksThroughRestore,
  checkMarkOf,
  checkThatCounts,
  dropsStaleCheck,
  heldStop,
  isKnown,
  type KnownFacts,
  knownBmi,
  knownWeightLoss,
  outcomeOf,
  parseSafetyChecks,
  PRE_FAST_GROUPS,
  PRE_FAST_PAGE_SIZE,
  preFastPages,
  PRE_FAST_QUESTIONS,
  type PreFastQuestion,
  questionsFor,
  redoRefusal,
  type SafetyChecks,
  unanswered,
  validatePreFastAnswers,
  type WeightLoss,
  withCheck,
} from './pre-fast-check';

const allNo = Object.fromEntries(PRE_FAST_QUESTIONS.map((q) => [q, 'nao'])) as Record<PreFastQuestion, string>;
const UNKNOWN: KnownFacts = { bmi: null, weightLoss: null };
const known = (bmi: number | null, weightLoss: WeightLoss | null = null): KnownFacts => ({ bmi, weightLoss });

describe('the questions', () => {
  it('ask what refeeding guidance lists, grouped, each one once', () => {
    expect(PRE_FAST_QUESTIONS).toEqual([
      'pregnant',
      'under18',
      'age65',
      'lowBmi',
      'weightLoss',
      'eatingDisorder',
      'diabetes',
      'heartOrKidney',
      'arrhythmiaOrFainting',
      'liverOrThyroid',
      'cancer',
      'lowMinerals',
      'gout',
      'alcohol',
      'diabetesMedication',
      'pressureMedication',
      'dailyMedication',
      'illOrSurgery',
      'signsInJejum1',
    ]);
    // The groups hold every question once, in the order asked.
    expect(PRE_FAST_GROUPS.flatMap((g) => g.questions)).toEqual([...PRE_FAST_QUESTIONS]);
  });

  it('the absolute stops are pregnancy, under 18, an eating disorder, diabetes medicine and a low BMI', () => {
    expect([...ABSOLUTE_STOPS].sort()).toEqual(
      ['diabetesMedication', 'eatingDisorder', 'lowBmi', 'pregnant', 'under18'].sort(),
    );
    // Plain diabetes is a stop too, but not an absolute one.
    expect(ABSOLUTE_STOPS).not.toContain('diabetes');
  });

  it('asks how Jejum I went only before the Jejum Final', () => {
    expect(questionsFor('jejum-1')).not.toContain('signsInJejum1');
    expect(questionsFor('jejum-final')).toContain('signsInJejum1');
    expect(questionsFor('jejum-final')).toEqual([...PRE_FAST_QUESTIONS]);
    expect(questionsFor('jejum-1')).toHaveLength(PRE_FAST_QUESTIONS.length - 1);
  });
});

describe('the check a page at a time', () => {
  const flat = (pages: ReturnType<typeof preFastPages>) => pages.flatMap((p) => p.flatMap((g) => g.questions));
  const size = (page: ReturnType<typeof preFastPages>[number]) => page.reduce((n, g) => n + g.questions.length, 0);

  it('shows every question once, in order, at most four to a page, the last page holding the rest', () => {
    for (const block of ['jejum-1', 'jejum-final'] as const) {
      const pages = preFastPages(block);
      expect(flat(pages)).toEqual(questionsFor(block));
      expect(pages.slice(0, -1).every((p) => size(p) === PRE_FAST_PAGE_SIZE)).toBe(true);
      expect(size(pages.at(-1)!)).toBeGreaterThan(0);
      expect(size(pages.at(-1)!)).toBeLessThanOrEqual(PRE_FAST_PAGE_SIZE);
    }
    expect(PRE_FAST_PAGE_SIZE).toBe(4);
    expect(preFastPages('jejum-1')).toHaveLength(5);
  });

  it('carries a group that does not fit over to the next page, under its own heading', () => {
    const [first, second] = preFastPages('jejum-1');
    expect(first).toEqual([{ group: 'you', questions: ['pregnant', 'under18', 'age65', 'lowBmi'] }]);
    expect(second).toEqual([
      { group: 'you', questions: ['weightLoss'] },
      { group: 'health', questions: ['eatingDisorder', 'diabetes', 'heartOrKidney'] },
    ]);
    expect(preFastPages('jejum-final').at(-1)).toEqual([
      { group: 'medicines', questions: ['dailyMedication'] },
      { group: 'now', questions: ['illOrSurgery', 'signsInJejum1'] },
    ]);
  });
});

describe('what is still to be answered', () => {
  const page = ['pregnant', 'under18', 'age65', 'lowBmi'] as PreFastQuestion[];

  it('names each question of the page with neither sim nor não, and nothing else', () => {
    expect(unanswered(page, {}, UNKNOWN)).toEqual({
      pregnant: { code: 'required' },
      under18: { code: 'required' },
      age65: { code: 'required' },
      lowBmi: { code: 'required' },
    });
    expect(unanswered(page, { pregnant: 'sim', under18: 'nao', age65: 'talvez', lowBmi: 'nao' }, UNKNOWN)).toEqual({
      age65: { code: 'required' },
    });
    expect(unanswered(page, { ...allNo, pregnant: 'sim' }, UNKNOWN)).toEqual({});
  });

  it('does not ask what her records tell', () => {
    expect(unanswered(page, { pregnant: 'nao', under18: 'nao', age65: 'nao' }, known(22))).toEqual({});
  });

  it('takes hostile input as unanswered', () => {
    const hostile = { pregnant: ['sim'], under18: { toString: () => 'nao' }, age65: null, lowBmi: 1 };
    expect(Object.keys(unanswered(page, hostile, UNKNOWN))).toEqual(page);
  });
});

describe('which answers stop the fast', () => {
  it('passes when every answer is no', () => {
    expect(validatePreFastAnswers(allNo, UNKNOWN, 'jejum-final')).toEqual({ ok: true, stops: [], absolute: false });
  });

  it.each(questionsFor('jejum-final'))('a yes to %s stops it', (q) => {
    expect(validatePreFastAnswers({ ...allNo, [q]: 'sim' }, UNKNOWN, 'jejum-final')).toEqual({
      ok: true,
      stops: [q],
      absolute: ABSOLUTE_STOPS.includes(q),
    });
  });

  it('a yes to any new question stops it, and none of them is absolute', () => {
    const added = [
      'age65',
      'weightLoss',
      'diabetes',
      'arrhythmiaOrFainting',
      'liverOrThyroid',
      'cancer',
      'lowMinerals',
      'alcohol',
      'illOrSurgery',
    ] as const;
    for (const q of added) {
      const r = validatePreFastAnswers({ ...allNo, [q]: 'sim' }, known(22), 'jejum-1');
      expect(r).toEqual({ ok: true, stops: [q], absolute: false });
      expect(outcomeOf(r.ok ? r.stops : [])).toBe('stop');
    }
    expect(outcomeOf([])).toBe('go');
  });

  it('before Jejum I, how Jejum I went is neither asked nor required; before the Final it is', () => {
    const { signsInJejum1: _, ...rest } = allNo;
    expect(validatePreFastAnswers(rest, UNKNOWN, 'jejum-1')).toEqual({ ok: true, stops: [], absolute: false });
    expect(validatePreFastAnswers({ ...rest, signsInJejum1: 'sim' }, UNKNOWN, 'jejum-1')).toEqual({
      ok: true,
      stops: [],
      absolute: false,
    });
    expect(validatePreFastAnswers(rest, UNKNOWN, 'jejum-final')).toEqual({
      ok: false,
      problems: { signsInJejum1: { code: 'required' } },
    });
  });

  it('names every yes, and is absolute when one of them is', () => {
    const r = validatePreFastAnswers({ ...allNo, pregnant: 'sim', heartOrKidney: 'sim' }, UNKNOWN, 'jejum-1');
    expect(r).toEqual({ ok: true, stops: ['pregnant', 'heartOrKidney'], absolute: true });
    expect(validatePreFastAnswers({ ...allNo, gout: 'sim', cancer: 'sim' }, UNKNOWN, 'jejum-1')).toEqual({
      ok: true,
      stops: ['cancer', 'gout'],
      absolute: false,
    });
  });

  it('refuses missing or unknown answers, naming each, and passes nothing', () => {
    const r = validatePreFastAnswers(
      { ...allNo, under18: undefined, eatingDisorder: 'SIM', lowBmi: ['sim'], alcohol: 'talvez' },
      UNKNOWN,
      'jejum-1',
    );
    expect(r).toEqual({
      ok: false,
      problems: {
        under18: { code: 'required' },
        lowBmi: { code: 'required' },
        eatingDisorder: { code: 'required' },
        alcohol: { code: 'required' },
      },
    });
    expect(validatePreFastAnswers({}, known(22), 'jejum-1').ok).toBe(false);
    expect(validatePreFastAnswers({ ...allNo, cancer: { toString: () => 'nao' } }, UNKNOWN, 'jejum-1').ok).toBe(false);
  });

  it('takes the BMI from the profile when it is known, whatever was sent; a low one is absolute', () => {
    const { lowBmi: _, ...rest } = allNo;
    expect(validatePreFastAnswers(rest, known(22.4), 'jejum-1')).toEqual({ ok: true, stops: [], absolute: false });
    expect(validatePreFastAnswers({ ...rest, lowBmi: 'sim' }, known(22.4), 'jejum-1')).toEqual({
      ok: true,
      stops: [],
      absolute: false,
    });
    expect(validatePreFastAnswers({ ...rest, lowBmi: 'nao' }, known(18.4), 'jejum-1')).toEqual({
      ok: true,
      stops: ['lowBmi'],
      absolute: true,
    });
    expect(validatePreFastAnswers(rest, known(18.5), 'jejum-1')).toEqual({ ok: true, stops: [], absolute: false });
  });

  it('takes the weight lost from the diary when it is known, whatever was sent', () => {
    const { weightLoss: _, ...rest } = allNo;
    const high = { percent: 12, since: '2026-06-01', high: true };
    const low = { percent: 4, since: '2026-06-01', high: false };
    expect(validatePreFastAnswers({ ...rest, weightLoss: 'nao' }, known(22, high), 'jejum-1')).toEqual({
      ok: true,
      stops: ['weightLoss'],
      absolute: false,
    });
    expect(validatePreFastAnswers({ ...rest, weightLoss: 'sim' }, known(22, low), 'jejum-1')).toEqual({
      ok: true,
      stops: [],
      absolute: false,
    });
    expect(validatePreFastAnswers(rest, known(22, null), 'jejum-1').ok).toBe(false);
    expect(isKnown('weightLoss', known(null, low))).toBe(true);
    expect(isKnown('weightLoss', UNKNOWN)).toBe(false);
    expect(isKnown('lowBmi', known(20))).toBe(true);
    expect(isKnown('cancer', known(20, high))).toBe(false);
  });
});

describe('the weight lost before the challenge, from the diary', () => {
  const START = '2026-11-20';
  const entry = (date: string, weight: string) => ({ date, weight });

  it('compares the highest weight of the 6 months before the start with the starting weight', () => {
    const diary = [entry('2026-06-01', '90'), entry('2026-08-01', '85'), entry('2026-11-10', '81')];
    // (90 - 80) / 90 = 11.1 %: more than 10 %.
    expect(knownWeightLoss({ diary, initialWeight: '80', startDate: START })).toEqual({
      percent: 11,
      since: '2026-06-01',
      high: true,
    });
    // (90 - 81) / 90 = 10 %: not more than 10 %, and the diary reaches far enough back to tell.
    expect(knownWeightLoss({ diary, initialWeight: '81', startDate: START })).toEqual({
      percent: 10,
      since: '2026-06-01',
      high: false,
    });
    // A gain is no loss.
    expect(knownWeightLoss({ diary, initialWeight: '95', startDate: START })).toMatchObject({
      percent: 0,
      high: false,
    });
  });

  it('counts neither the challenge’s own days nor what is older than 6 months', () => {
    const during = [entry('2026-08-01', '80'), entry('2026-11-25', '100'), entry('2026-11-20', '100')];
    expect(knownWeightLoss({ diary: during, initialWeight: '80', startDate: START })).toMatchObject({ high: false });
    const old = [entry('2026-05-01', '100'), entry('2026-08-01', '81')];
    expect(knownWeightLoss({ diary: old, initialWeight: '80', startDate: START })).toMatchObject({
      percent: 1,
      high: false,
    });
  });

  it('asks when the diary is too short to rule a loss out, but tells a high loss it shows', () => {
    // Only the last month is written down: a loss before it cannot be ruled out.
    const recent = [entry('2026-10-25', '82'), entry('2026-11-15', '81')];
    expect(knownWeightLoss({ diary: recent, initialWeight: '80', startDate: START })).toBeNull();
    const fast = [entry('2026-10-25', '95'), entry('2026-11-15', '85')];
    expect(knownWeightLoss({ diary: fast, initialWeight: '80', startDate: START })).toMatchObject({
      percent: 15,
      high: true,
    });
  });

  it.each([
    ['no starting weight', [entry('2026-06-01', '90')], '', START],
    ['no start date', [entry('2026-06-01', '90')], '80', ''],
    ['an empty diary', [], '80', START],
    ['weights that are not weights', [entry('2026-06-01', 'muito'), entry('2026-07-01', '-90')], '80', START],
    ['hostile entries', [null, { date: 5, weight: '90' }, { date: '2026-06-01' }] as never, '80', START],
  ])('is unknown with %s', (_, diary, initialWeight, startDate) => {
    expect(knownWeightLoss({ diary, initialWeight, startDate })).toBeNull();
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
    // The first version kept only when the check was done; a "sim" lived in the page's memory. Such a record
    // cannot prove the check said go, so it counts as not done, without calling it damage (decision 010).
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
    // Replacing a stop keeps when it was given (the one redo, below).
    expect(withCheck(checks, 'jejum-1', { ...go, at: '2026-11-24T09:00:00.000Z' })['jejum-1']).toEqual({
      at: '2026-11-24T09:00:00.000Z',
      outcome: 'go',
      earlierStop: stop.at,
    });
  });
});

describe('absolute stops and the one redo', () => {
  const START = '2026-11-20'; // Jejum I's eve is 22/11, its last day 25/11
  const at = (d: number, h: number) => new Date(2026, 10, d, h).toISOString();
  const stop = { at: at(22, 10), outcome: 'stop' } as const;
  const absolute = { at: at(22, 10), outcome: 'stop', absolute: true } as const;

  it('reads the marks from new records and old records without them', () => {
    const redone = { at: at(23, 9), outcome: 'go', earlierStop: at(22, 10) } as const;
    expect(parseSafetyChecks({ 'jejum-1': absolute, 'jejum-final': redone })).toEqual({
      value: { 'jejum-1': absolute, 'jejum-final': redone },
      complete: true,
    });
    expect(parseSafetyChecks({ 'jejum-1': stop }).value['jejum-1']).toEqual(stop);
    expect(Object.keys(parseSafetyChecks({ 'jejum-1': stop }).value['jejum-1']!)).toEqual(['at', 'outcome']);
  });

  it.each([
    ['absolute as a text', { ...stop, absolute: 'true' }],
    ['absolute false', { ...stop, absolute: false }],
    ['an absolute go', { at: at(22, 10), outcome: 'go', absolute: true }],
    ['an earlier stop that is no instant', { ...stop, earlierStop: 'ontem' }],
    ['an earlier stop as a number', { ...stop, earlierStop: 1764000000000 }],
    ['an earlier stop that is hostile', { ...stop, earlierStop: '<script>alert(1)</script>' }],
  ])('drops a check with %s, to be kept aside (the check is asked again)', (_, field) => {
    expect(parseSafetyChecks({ 'jejum-1': field })).toEqual({ value: {}, complete: false });
  });

  it('a stop may be redone once, never an absolute one, and a go needs no redo', () => {
    expect(canRedoCheck(stop)).toBe(true);
    expect(canRedoCheck(absolute)).toBe(false);
    expect(canRedoCheck({ ...stop, earlierStop: at(22, 9) })).toBe(false);
    expect(canRedoCheck({ at: at(22, 10), outcome: 'go' })).toBe(false);
    expect(redoRefusal(null)).toBeNull();
    expect(redoRefusal(stop)).toBeNull();
    expect(redoRefusal({ at: at(22, 10), outcome: 'go' })).toBeNull();
    expect(redoRefusal(absolute)).toBe('absolute');
    expect(redoRefusal({ ...stop, earlierStop: at(22, 9) })).toBe('redone');
    expect(redoRefusal({ ...absolute, earlierStop: at(22, 9) })).toBe('absolute');
  });

  it('drops a form filled over another check than the one that counts, unless it stops over no stop', () => {
    const go = { at: at(22, 11), outcome: 'go' } as const;
    // The form names the check its screen showed: then it is answered as usual.
    expect(dropsStaleCheck({ posted: checkMarkOf(stop), current: stop, outcome: 'go' })).toBe(false);
    expect(dropsStaleCheck({ posted: 'none', current: null, outcome: 'go' })).toBe(false);
    // A form without the mark (an older tab) was filled over none.
    expect(dropsStaleCheck({ posted: null, current: null, outcome: 'go' })).toBe(false);
    expect(dropsStaleCheck({ posted: '', current: null, outcome: 'go' })).toBe(false);
    // Filled before a "sim" given in another tab: dropped, whatever it says.
    for (const outcome of ['go', 'stop'] as const) {
      expect(dropsStaleCheck({ posted: 'none', current: stop, outcome })).toBe(true);
      expect(dropsStaleCheck({ posted: null, current: stop, outcome })).toBe(true);
      expect(dropsStaleCheck({ posted: at(21, 9), current: stop, outcome })).toBe(true);
    }
    // Filled before a go: a "não" is dropped, a "sim" still stops.
    expect(dropsStaleCheck({ posted: 'none', current: go, outcome: 'go' })).toBe(true);
    expect(dropsStaleCheck({ posted: 'none', current: go, outcome: 'stop' })).toBe(false);
  });

  it('a redo that replaces a stop keeps the earlier stop in the record, and spends the redo', () => {
    const go = { at: at(22, 11), outcome: 'go' } as const;
    const redone = withCheck({ 'jejum-1': stop }, 'jejum-1', go, START);
    expect(redone['jejum-1']).toEqual({ ...go, earlierStop: stop.at });
    // A later check of the block keeps the earlier stop too: a new stop then holds.
    const again = withCheck(redone, 'jejum-1', { at: at(23, 8), outcome: 'stop' }, START);
    expect(again['jejum-1']).toEqual({ at: at(23, 8), outcome: 'stop', earlierStop: stop.at, until: '2026-11-25' });
    expect(canRedoCheck(again['jejum-1']!)).toBe(false);
    expect(withCheck(again, 'jejum-1', go, START)).toBe(again);
  });

  it('a start date moved keeps a redone stop in its slot for 15 days, whatever the new answer', () => {
    const redone = { 'jejum-1': { at: at(22, 11), outcome: 'go', earlierStop: stop.at } } as const;
    // The start date a day later: that check no longer counts, and a new go is written over it.
    const moved = withCheck(redone, 'jejum-1', { at: at(23, 18), outcome: 'go' }, '2026-11-21', new Date(at(23, 18)));
    expect(moved['jejum-1']).toEqual({ at: at(23, 18), outcome: 'go', earlierStop: stop.at });
    // More than 15 days after that stop, a new answer starts afresh.
    const later = new Date(Date.parse(stop.at) + 16 * 86_400_000);
    expect(
      withCheck(redone, 'jejum-1', { at: later.toISOString(), outcome: 'go' }, '2026-12-10', later)['jejum-1'],
    ).toEqual({ at: later.toISOString(), outcome: 'go' });
  });

  it('never replaces an absolute stop, and a new absolute stop is recorded so', () => {
    const checks: SafetyChecks = { 'jejum-1': absolute };
    expect(withCheck(checks, 'jejum-1', { at: at(22, 11), outcome: 'go' }, START)).toBe(checks);
    expect(withCheck(checks, 'jejum-1', { at: at(22, 11), outcome: 'stop' })).toBe(checks);
    expect(withCheck({}, 'jejum-1', absolute, START)).toEqual({ 'jejum-1': { ...absolute, until: '2026-11-25' } });
    // "absolute" belongs to a stop only.
    expect(withCheck({}, 'jejum-1', { at: at(22, 11), outcome: 'go', absolute: true }, START)).toEqual({
      'jejum-1': { at: at(22, 11), outcome: 'go' },
    });
  });

  it('a stop of an earlier challenge neither blocks nor spends this one’s redo', () => {
    const old = { 'jejum-1': { at: new Date(2026, 9, 2, 10).toISOString(), outcome: 'stop', absolute: true } } as const;
    const checks = withCheck(old, 'jejum-1', stop, START);
    expect(checks['jejum-1']).toEqual({ ...stop, until: '2026-11-25' });
    expect(canRedoCheck(checks['jejum-1']!)).toBe(true);
  });

  it('reads back whatever it writes (any sequence of checks)', () => {
    const check = fc.record({
      at: fc.integer({ min: 22, max: 25 }).chain((d) => fc.integer({ min: 0, max: 23 }).map((h) => at(d, h))),
      outcome: fc.constantFrom('go', 'stop' as const),
      absolute: fc.option(fc.constant(true as const), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(check, { maxLength: 6 }), (list) => {
        let checks: SafetyChecks = {};
        let spent = false;
        for (const c of list) {
          const before = checks['jejum-1'];
          checks = withCheck(checks, 'jejum-1', c, START);
          if (before && redoRefusal(before)) expect(checks['jejum-1']).toBe(before);
          else if (before?.outcome === 'stop') spent = true;
        }
        const last = checks['jejum-1'];
        if (spent) expect(last?.earlierStop).toBeDefined();
        expect(parseSafetyChecks(JSON.parse(JSON.stringify(checks)))).toEqual({ value: checks, complete: true });
      }),
    );
  });
});

describe('a stop holds in real time, whatever the start date, an erase or a restore say', () => {
  // Start 2026-11-20: Jejum I is 23–25/11 (eve 22/11); start 2026-11-14 makes 23/11 day 10 (the Jejum Final).
  const START = '2026-11-20';
  const MOVED_TO_FINAL = '2026-11-14';
  const at = (d: number, h: number) => new Date(2026, 10, d, h).toISOString();
  const day = (d: number, h = 12) => new Date(2026, 10, d, h);
  const go = (d: number, h: number) => ({ at: at(d, h), outcome: 'go' }) as const;
  const stop = (d: number, h: number) => ({ at: at(d, h), outcome: 'stop' }) as const;

  it('reads and writes the last day a stop holds, and never on a go', () => {
    const held = { ...stop(22, 10), until: '2026-11-25' };
    expect(parseSafetyChecks({ 'jejum-1': held })).toEqual({ value: { 'jejum-1': held }, complete: true });
    expect(parseSafetyChecks({ 'jejum-1': { ...go(22, 10), until: '2026-11-25' } }).value).toEqual({});
    expect(parseSafetyChecks({ 'jejum-1': { ...stop(22, 10), until: '25/11/2026' } }).value).toEqual({});
    expect(parseSafetyChecks({ 'jejum-1': { ...stop(22, 10), until: '<img onerror=x>' } }).value).toEqual({});
  });

  it('a stop holds to the last day of its block; an absolute one 15 days at least; an old record without the day, Jejum I’s window; none beyond a challenge', () => {
    const checks = withCheck({}, 'jejum-1', stop(22, 10), START, day(22, 10));
    expect(checks['jejum-1']!.until).toBe('2026-11-25');
    expect(heldStop(checks, day(25, 23))?.block).toBe('jejum-1');
    expect(heldStop(checks, day(26, 0))).toBeNull();
    const absolute = withCheck({}, 'jejum-1', { ...stop(22, 10), absolute: true }, START, day(22, 10));
    expect(heldStop(absolute, day(29))?.check.absolute).toBe(true);
    expect(heldStop(absolute, new Date(2026, 11, 7, 12))?.check.absolute).toBe(true);
    expect(heldStop(absolute, new Date(2026, 11, 8, 12))).toBeNull();
    // A stop stored before `until` existed: Jejum I's window, 3 days after the answer (never the next block's eve).
    expect(heldStop({ 'jejum-1': stop(22, 10) }, day(25))?.block).toBe('jejum-1');
    expect(heldStop({ 'jejum-1': stop(22, 10) }, day(26))).toBeNull();
    // A clock set back a few weeks lifts no stop.
    expect(heldStop({ 'jejum-1': { ...stop(22, 10), absolute: true } }, new Date(2026, 10, 6, 12))?.block).toBe(
      'jejum-1',
    );
    // A hostile `until`, or an answer far ahead of the clock, locks no one out.
    expect(heldStop({ 'jejum-1': { ...stop(22, 10), until: '2099-12-31' } }, new Date(2026, 11, 8))).toBeNull();
    expect(heldStop({ 'jejum-1': { ...stop(22, 10), absolute: true } }, new Date(2025, 10, 22))).toBeNull();
    expect(heldStop({ 'jejum-1': go(22, 10) }, day(23))).toBeNull();
  });

  it('a stop given on its block’s last day holds two days after the answer, not only to midnight; the next block’s eve is free', () => {
    // Start 20/11: 25/11 is Jejum I's last day; a "sim" at 23:40, then the one redo, "sim" again.
    let checks = withCheck(
      {},
      'jejum-1',
      { at: new Date(2026, 10, 25, 23, 40).toISOString(), outcome: 'stop' },
      START,
      day(25, 23),
    );
    checks = withCheck(
      checks,
      'jejum-1',
      { at: new Date(2026, 10, 25, 23, 45).toISOString(), outcome: 'stop' },
      START,
      day(25, 23),
    );
    expect(checks['jejum-1']).toMatchObject({ until: '2026-11-25', earlierStop: expect.any(String) });
    // After midnight, with the start date moved so 26/11 reads as Jejum I's eve (start 24/11): the stop counts.
    expect(heldStop(checks, new Date(2026, 10, 26, 0, 5))?.block).toBe('jejum-1');
    expect(checkThatCounts(checks, 'jejum-1', '2026-11-24', new Date(2026, 10, 26, 0, 5))).toEqual(checks['jejum-1']);
    expect(withCheck(checks, 'jejum-1', go(26, 1), '2026-11-24', day(26, 1))).toBe(checks);
    expect(heldStop(checks, day(27, 23))?.block).toBe('jejum-1');
    // The Final's eve, three days after Jejum I's last day (28/11), asks its own check.
    expect(heldStop(checks, day(28, 0))).toBeNull();
    expect(checkThatCounts(checks, 'jejum-final', START, day(28, 9))).toBeNull();
  });

  it('moving the start date to another block does not lift a stop she gave twice, and no new check replaces it', () => {
    let checks = withCheck({}, 'jejum-1', stop(23, 9), START, day(23, 9));
    checks = withCheck(checks, 'jejum-1', stop(23, 10), START, day(23, 10));
    // Today reads as day 10: the Jejum Final's check is due by the dates, but the stop counts.
    expect(checkOf(checks, 'jejum-final', MOVED_TO_FINAL)).toBeNull();
    expect(checkThatCounts(checks, 'jejum-final', MOVED_TO_FINAL, day(23, 11))).toEqual(checks['jejum-1']);
    expect(redoRefusal(checkThatCounts(checks, 'jejum-final', MOVED_TO_FINAL, day(23, 11)))).toBe('redone');
    expect(withCheck(checks, 'jejum-final', go(23, 11), MOVED_TO_FINAL, day(23, 11))).toBe(checks);
  });

  it('an absolute stop is not replaced by a check of the same block after the start date moved a day', () => {
    const checks = withCheck({}, 'jejum-1', { ...stop(23, 9), absolute: true }, START, day(23, 9));
    // Start 21/11: today is day 3, the eve of Jejum I again.
    expect(checkOf(checks, 'jejum-1', '2026-11-21')).not.toBeNull();
    expect(withCheck(checks, 'jejum-1', go(24, 9), '2026-11-22', day(24, 9))).toBe(checks);
    expect(withCheck(checks, 'jejum-final', go(24, 9), MOVED_TO_FINAL, day(24, 9))).toBe(checks);
  });

  it('the one redo of a stop held from another block is spent there: a go lifts it, a second stop holds', () => {
    const first = withCheck({}, 'jejum-1', stop(23, 9), START, day(23, 9));
    const lifted = withCheck(first, 'jejum-final', go(23, 11), MOVED_TO_FINAL, day(23, 11));
    expect(lifted).toEqual({ 'jejum-final': { ...go(23, 11), earlierStop: at(23, 9) } });
    expect(heldStop(lifted, day(23, 12))).toBeNull();
    const again = withCheck(first, 'jejum-final', stop(23, 11), MOVED_TO_FINAL, day(23, 11));
    expect(again['jejum-final']).toEqual({ ...stop(23, 11), earlierStop: at(23, 9), until: '2026-11-28' });
    expect(redoRefusal(checkThatCounts(again, 'jejum-1', MOVED_TO_FINAL, day(24)))).toBe('redone');
  });

  it('the one redo is spent once, across blocks: a "sim" after a redo from the other block holds', () => {
    // "sim" on Jejum I; the start date moved to the Final, the redo says go; moved back, a new "sim".
    const first = withCheck({}, 'jejum-1', stop(23, 9), START, day(23, 9));
    const lifted = withCheck(first, 'jejum-final', go(23, 10), MOVED_TO_FINAL, day(23, 10));
    const again = withCheck(lifted, 'jejum-1', stop(23, 11), START, day(23, 11));
    expect(again['jejum-1']).toMatchObject({ outcome: 'stop', earlierStop: at(23, 9) });
    expect(redoRefusal(checkThatCounts(again, 'jejum-1', START, day(23, 12)))).toBe('redone');
    expect(withCheck(again, 'jejum-1', go(23, 12), START, day(23, 12))).toBe(again);
  });

  it('a redo of Jejum I does not take the Jejum Final’s own redo, days later', () => {
    const redone = withCheck(
      withCheck({}, 'jejum-1', stop(22, 9), START, day(22, 9)),
      'jejum-1',
      go(22, 10),
      START,
      day(22, 10),
    );
    // The Final's check, on its eve (28/11): a first "sim", which may be answered again once.
    const final = withCheck(redone, 'jejum-final', stop(28, 9), START, day(28, 9));
    expect(final['jejum-final']).not.toHaveProperty('earlierStop');
    expect(redoRefusal(checkThatCounts(final, 'jejum-final', START, day(28, 10)))).toBeNull();
  });

  it('what an erase keeps: only the checks whose stop holds today', () => {
    const checks: SafetyChecks = {
      'jejum-1': { ...stop(22, 10), until: '2026-11-25' },
      'jejum-final': go(22, 11),
    };
    expect(checksThatHold(checks, day(24))).toEqual({ 'jejum-1': checks['jejum-1'] });
    expect(checksThatHold(checks, day(26))).toBeNull();
    expect(checksThatHold({}, day(24))).toBeNull();
  });

  it('a restore never takes a stop that holds away: an older backup keeps it, a stricter one wins', () => {
    const device: SafetyChecks = { 'jejum-1': { ...stop(23, 9), absolute: true, until: '2026-11-25' } };
    expect(checksThroughRestore(device, {}, day(23, 12))).toEqual(device);
    expect(checksThroughRestore(device, { 'jejum-1': go(22, 9) }, day(23, 12))).toEqual(device);
    const relative: SafetyChecks = { 'jejum-1': { ...stop(23, 9), until: '2026-11-25' } };
    const stricter: SafetyChecks = { 'jejum-1': { ...stop(23, 8), absolute: true, until: '2026-11-25' } };
    expect(checksThroughRestore(relative, stricter, day(23, 12))).toEqual(stricter);
    // Nothing holds on the phone: the backup's checks, as they are.
    expect(checksThroughRestore({ 'jejum-1': go(22, 9) }, relative, day(23, 12))).toEqual(relative);
    expect(checksThroughRestore(relative, { 'jejum-final': go(22, 9) }, day(27))).toEqual({ 'jejum-final': go(22, 9) });
  });
});
