import { describe, expect, it } from 'vitest';
import { currentWeight, RESULT_MESSAGES, resultsMessage, validateFinalWeight, weightLost } from './results';

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

describe('resultsMessage', () => {
  it('celebrates any positive loss', () => {
    expect(resultsMessage('0.1', '79.9')).toBe(RESULT_MESSAGES.losing);
    expect(resultsMessage('12.0', '68')).toBe(RESULT_MESSAGES.losing);
  });
  it('encourages when the loss is exactly 0 and a final weight was entered', () => {
    expect(resultsMessage('0.0', '80')).toBe(RESULT_MESSAGES.onTrack);
    // Initial weight missing: the loss is '0' and the final weight is there.
    expect(resultsMessage('0', '80')).toBe(RESULT_MESSAGES.onTrack);
  });
  it('falls back to the progress message otherwise', () => {
    expect(resultsMessage('0', '')).toBe(RESULT_MESSAGES.progress);
    expect(resultsMessage('0', '   ')).toBe(RESULT_MESSAGES.progress);
    expect(resultsMessage('-1.5', '71.5')).toBe(RESULT_MESSAGES.progress);
  });
  it('copies the specification exactly', () => {
    expect(Object.values(RESULT_MESSAGES)).toEqual([
      'Incrível! Você está eliminando peso!',
      'Você está no caminho! Continue firme!',
      'Progresso visível da sua transformação!',
    ]);
  });
});

describe('validateFinalWeight', () => {
  it('asks for the final weight when it is empty', () => {
    expect(validateFinalWeight('')).toMatchObject({
      ok: false,
      errors: { finalWeight: 'Adicione seu peso final' },
      toast: { kind: 'error', title: 'Adicione seu peso final' },
    });
    expect(validateFinalWeight(null)).toMatchObject({ ok: false, errors: { finalWeight: 'Adicione seu peso final' } });
    expect(validateFinalWeight('  ')).toMatchObject({ ok: false });
  });
  it('refuses an implausible weight', () => {
    expect(validateFinalWeight('0')).toMatchObject({
      ok: false,
      errors: { finalWeight: expect.stringMatching(/entre 1 e 400 kg/) },
    });
    expect(validateFinalWeight('9999')).toMatchObject({ ok: false });
    // The same limits as the profile and the diary (domain/limits), with the same message.
    for (const w of ['0,5', '400,1', '450', '-70', '<img src=x onerror=alert(1)>']) {
      expect(validateFinalWeight(w), w).toMatchObject({
        ok: false,
        errors: { finalWeight: 'Informe um peso entre 1 e 400 kg (ex: 65,0).' },
        toast: { kind: 'error', title: 'Peso inválido' },
      });
    }
    expect(validateFinalWeight('400')).toEqual({ ok: true, finalWeight: '400' });
    expect(validateFinalWeight('1')).toEqual({ ok: true, finalWeight: '1' });
  });
  it('normalises a comma to a dot for storage', () => {
    expect(validateFinalWeight('65,5')).toEqual({ ok: true, finalWeight: '65.5' });
    expect(validateFinalWeight('65.0')).toEqual({ ok: true, finalWeight: '65' });
  });
});

describe('currentWeight (the kilograms lost so far)', () => {
  const diary = [
    { date: '2026-11-19', weight: '81.4' },
    { date: '2026-11-22', weight: '79' },
    { date: '2026-11-20', weight: '80.2' },
  ];
  it('is the final weight when one is saved', () => {
    expect(currentWeight({ finalWeight: '78', diary })).toEqual({ weight: '78', source: 'final' });
  });
  it("is the latest diary weight by date otherwise, so 82 → 79 kg is 3,0 kg lost 'até agora'", () => {
    const now = currentWeight({ finalWeight: '', diary });
    expect(now).toEqual({ weight: '79', source: 'diary' });
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
    ).toEqual({ weight: '80,5', source: 'diary' });
    expect(currentWeight({ finalWeight: '', diary: [] })).toEqual({ weight: '', source: 'none' });
  });
});
