import { describe, expect, it } from 'vitest';
import { currentWeight, resultsMood, resultsToStore, validateResults, weightLost } from './results';

describe('weightLost', () => {
  it('is initial minus final with one decimal', () => {
    expect(weightLost('80', '75')).toBe('5.0');
    expect(weightLost('80.3', '79.1')).toBe('1.2');
    expect(weightLost('70', '71.5')).toBe('-1.5');
  });
  it("is '0' when either weight is missing or unreadable", () => {
    expect(weightLost('', '75')).toBe('0');
    expect(weightLost('80', '')).toBe('0');
    expect(weightLost('', '')).toBe('0');
    expect(weightLost('oitenta', '75')).toBe('0');
  });
  it('never shows a negative zero', () => {
    expect(weightLost('80', '80.04')).toBe('0.0');
    expect(weightLost('80', '80')).toBe('0.0');
  });
  it('avoids floating-point noise', () => {
    expect(weightLost('80.3', '80.1')).toBe('0.2');
    expect(weightLost('70.7', '70.4')).toBe('0.3');
  });
});

describe('resultsMood', () => {
  it('celebrates any positive loss', () => {
    expect(resultsMood('0.1', '79.9')).toBe('losing');
    expect(resultsMood('12.0', '68')).toBe('losing');
  });
  it('encourages when the loss is exactly 0 and a final weight was entered', () => {
    expect(resultsMood('0.0', '80')).toBe('onTrack');
    // Initial weight missing: the loss is '0' and the final weight is there.
    expect(resultsMood('0', '80')).toBe('onTrack');
  });
  it('falls back to the progress message otherwise', () => {
    expect(resultsMood('0', '')).toBe('progress');
    expect(resultsMood('0', '   ')).toBe('progress');
    expect(resultsMood('-1.5', '71.5')).toBe('progress');
  });
});

describe('validateResults (the results form, read once)', () => {
  const keep = { kind: 'keep' };
  it('asks for the final weight when it is empty', () => {
    for (const finalWeight of ['', '  ', null, undefined, new Blob(['80'])]) {
      expect(validateResults({ finalWeight }), String(finalWeight)).toEqual({
        ok: false,
        problems: { finalWeight: { code: 'required' } },
        missing: true,
      });
    }
  });
  it('refuses an implausible weight', () => {
    // The same limits as the profile and the diary (domain/limits).
    for (const w of ['0', '9999', '0,5', '400,1', '450', '-70', '<img src=x onerror=alert(1)>']) {
      expect(validateResults({ finalWeight: w }), w).toEqual({
        ok: false,
        problems: { finalWeight: { code: 'outOfRange', quantity: 'weight', min: '1', max: '400' } },
        missing: false,
      });
    }
    expect(validateResults({ finalWeight: '400' })).toEqual({
      ok: true,
      value: { finalWeight: 400, before: keep, after: keep },
    });
    expect(validateResults({ finalWeight: '1' })).toMatchObject({ ok: true, value: { finalWeight: 1 } });
  });
  it('reads a comma as the decimal point', () => {
    expect(validateResults({ finalWeight: '65,5' })).toMatchObject({ ok: true, value: { finalWeight: 65.5 } });
    expect(validateResults({ finalWeight: ' 65.0 ' })).toMatchObject({ ok: true, value: { finalWeight: 65 } });
  });
  it('reads each photo slot: a kept photo’s id, a removal, or else keep what is stored', () => {
    expect(validateResults({ finalWeight: '70', beforePhoto: 'photo-abc', afterPhoto: 'remove' })).toEqual({
      ok: true,
      value: { finalWeight: 70, before: { kind: 'new', id: 'photo-abc' }, after: { kind: 'remove' } },
    });
    // Anything else (a file from an older page, a forged value, nothing) changes no photo.
    for (const field of ['keep', '', 'data:image/png;base64,AAAA', '../photo-1', new Blob(['x']), undefined, 42]) {
      expect(validateResults({ finalWeight: '70', beforePhoto: field, afterPhoto: field })).toEqual({
        ok: true,
        value: { finalWeight: 70, before: keep, after: keep },
      });
    }
  });
});

describe('currentWeight (the kilograms lost so far)', () => {
  const diary = [
    { date: '2026-11-19', weight: '81.4' },
    { date: '2026-11-22', weight: '79' },
    { date: '2026-11-20', weight: '80.2' },
  ];
  it('is the final weight when one is saved', () => {
    expect(currentWeight({ finalWeight: '78', diary })).toEqual({ weight: '78', source: 'final', date: '' });
  });
  it("is the latest diary weight by date otherwise, so 82 → 79 kg is 3,0 kg lost 'até agora'", () => {
    const now = currentWeight({ finalWeight: '', diary });
    expect(now).toEqual({ weight: '79', source: 'diary', date: '2026-11-22' });
    expect(weightLost('82', now.weight)).toBe('3.0');
  });
  it('skips entries without a readable weight or date, and is none without any', () => {
    expect(
      currentWeight({
        finalWeight: 'x',
        diary: [
          { date: '2026-11-25', weight: '<img src=x onerror=alert(1)>' },
          { date: 'ontem', weight: '70' },
          { date: '2026-11-21', weight: '80,5' },
        ],
      }),
    ).toEqual({ weight: '80,5', source: 'diary', date: '2026-11-21' });
    expect(currentWeight({ finalWeight: '', diary: [] })).toEqual({ weight: '', source: 'none', date: '' });
  });
});

describe('currentWeight: the newest weigh-in wins; a "Peso Final" is the weigh-in of the day it was saved', () => {
  const diary = [
    { date: '2026-11-19', weight: '81.4' },
    { date: '2026-11-22', weight: '79' },
  ];
  it('a final weight saved on day 5, then a later diary weigh-in: the diary’s weight is the result', () => {
    expect(currentWeight({ finalWeight: '80', finalWeightOn: '2026-11-20', diary })).toEqual({
      weight: '79',
      source: 'diary',
      date: '2026-11-22',
    });
  });
  it('a final weight saved after the last weigh-in, or on its date, is the result', () => {
    expect(currentWeight({ finalWeight: '78', finalWeightOn: '2026-11-24', diary })).toEqual({
      weight: '78',
      source: 'final',
      date: '2026-11-24',
    });
    expect(currentWeight({ finalWeight: '78.5', finalWeightOn: '2026-11-22', diary })).toMatchObject({
      weight: '78.5',
      source: 'final',
    });
    expect(currentWeight({ finalWeight: '78', finalWeightOn: '2026-11-20', diary: [] })).toMatchObject({
      source: 'final',
    });
  });
  it('a final weight of an older version (no date) wins, as it did; an unreadable date counts as none', () => {
    for (const finalWeightOn of [undefined, '', 'amanhã', '<img src=x onerror=alert(1)>']) {
      expect(currentWeight({ finalWeight: '80', finalWeightOn, diary })).toEqual({
        weight: '80',
        source: 'final',
        date: '',
      });
    }
  });
  it('an unreadable final weight never wins, even dated in the future', () => {
    expect(currentWeight({ finalWeight: 'abc', finalWeightOn: '2099-01-01', diary })).toMatchObject({ weight: '79' });
  });
});

describe('resultsToStore (what a save stores)', () => {
  const today = '2026-11-23';
  const keep = { kind: 'keep' } as const;
  const stored = (finalWeight: string, finalWeightOn?: string) => ({
    finalWeight,
    beforePhoto: 'photo-before',
    afterPhoto: 'photo-after',
    ...(finalWeightOn === undefined ? {} : { finalWeightOn }),
  });
  const dateOf = (saved: number, was: { finalWeight: string; beforePhoto: string; afterPhoto: string }) =>
    resultsToStore({ finalWeight: saved, before: keep, after: keep }, was, today).finalWeightOn;

  it('stores the weight as text with a dot and no trailing zero', () => {
    const save = (kg: number) => resultsToStore({ finalWeight: kg, before: keep, after: keep }, stored(''), today);
    expect(save(65.5).finalWeight).toBe('65.5');
    expect(save(65).finalWeight).toBe('65');
  });
  it('keeps, empties or replaces each photo as the form says', () => {
    expect(
      resultsToStore(
        { finalWeight: 70, before: { kind: 'remove' }, after: { kind: 'new', id: 'photo-new' } },
        stored('80'),
        today,
      ),
    ).toMatchObject({ beforePhoto: '', afterPhoto: 'photo-new' });
    expect(resultsToStore({ finalWeight: 70, before: keep, after: keep }, stored('80'), today)).toMatchObject({
      beforePhoto: 'photo-before',
      afterPhoto: 'photo-after',
    });
  });
  it('a new weight is today’s weigh-in', () => {
    expect(dateOf(78, stored(''))).toBe(today);
    expect(dateOf(78, stored('80', '2026-11-10'))).toBe(today);
  });
  it('the same weight sent again (a save of the photos only) keeps its date, or its lack of one', () => {
    expect(dateOf(80, stored('80.0', '2026-11-10'))).toBe('2026-11-10');
    expect(dateOf(80, stored('80'))).toBeUndefined();
    expect(dateOf(80, stored('80', 'x'))).toBeUndefined();
    expect(dateOf(80.5, stored('80,50', '2026-11-10'))).toBe('2026-11-10');
  });
  it('an unreadable stored weight is never the same weight', () => {
    expect(dateOf(80, stored('abc', '2026-11-10'))).toBe(today);
  });
});
