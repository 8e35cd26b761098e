import { describe, expect, it } from 'vitest';
import { DAY_OVER_PHRASES, DAY_PHRASES } from './day-phrases';
import { dayDonePhrases, dayDoneToast } from './day-done';
import { DAY_DONE_PHRASES, FASTING_DAY_PHRASES, STOPPED_DAY_PHRASES } from './gentle-words';

const first = (phrases: readonly string[]) => phrases[0]!;

describe('dayDoneToast (spec §4 "Day completion")', () => {
  it("says the specification's 'Dia concluído! 🎉' with a phrase of the day's pool", () => {
    expect(dayDoneToast({ kind: 'day', block: 'ceto-1', over: true }, first)).toEqual({
      kind: 'success',
      title: 'Dia concluído! 🎉',
      message: DAY_PHRASES['ceto-1'][0],
    });
    const picked: (readonly string[])[] = [];
    dayDoneToast({ kind: 'day', block: 'jejum-final', over: true }, (p) => (picked.push(p), p[0]!));
    expect(picked).toEqual([DAY_DONE_PHRASES['jejum-final']]);
  });
  it('on a day of a block whose fast she stopped, no phrase about a fast: never "Jejum cumprido"', () => {
    const picked: (readonly string[])[] = [];
    dayDoneToast({ kind: 'day', block: 'jejum-1', over: true, stopped: true }, (p) => (picked.push(p), p[0]!));
    expect(picked).toEqual([STOPPED_DAY_PHRASES]);
    for (const phrase of STOPPED_DAY_PHRASES) expect(phrase).not.toMatch(/jejum|conquista|corpo antigo/i);
    expect(DAY_DONE_PHRASES['jejum-1'].some((p) => /Jejum cumprido/.test(p))).toBe(true);
  });

  it('gives no praise for a day still to come, and celebrates the 15th day', () => {
    expect(dayDoneToast({ kind: 'ahead', day: 12 }, first)).toEqual({
      kind: 'info',
      title: 'Dia 12 marcado',
      message: 'Esse dia ainda não chegou. Se marcou sem querer, toque nele de novo para desmarcar.',
    });
    expect(dayDoneToast({ kind: 'challenge' }, first)).toEqual({
      kind: 'success',
      title: 'Desafio concluído! 🏆',
      message: 'Você concluiu os 15 dias do M15. Veja seus resultados!',
    });
  });
});

describe('dayDonePhrases (no "Jejum cumprido!" at 7 a.m.)', () => {
  it('leaves out the phrases that say the day is over until it is', () => {
    const morning = dayDonePhrases({ kind: 'day', block: 'jejum-1', over: false });
    expect(morning.length).toBeGreaterThan(0);
    for (const p of morning) expect(DAY_OVER_PHRASES).not.toContain(p);
    expect(dayDonePhrases({ kind: 'day', block: 'jejum-1', over: true, fastDone: true })).toBe(
      DAY_DONE_PHRASES['jejum-1'],
    );
  });
  it('says "Jejum cumprido" only of a fast that reached its end, in the evening as in the morning', () => {
    for (const over of [true, false]) {
      const phrases = dayDonePhrases({ kind: 'day', block: 'jejum-1', over });
      expect(phrases.length).toBeGreaterThan(0);
      for (const p of phrases) expect(p).not.toMatch(/Jejum cumprido/);
    }
    expect(dayDonePhrases({ kind: 'day', block: 'jejum-1', over: true, fastDone: true })).toContain(
      'Jejum cumprido! Seu corpo está aprendendo a queimar gordura.',
    );
  });
  it('while a fast runs on a ceto day, gives only its gentle phrases, never "Jejum cumprido"', () => {
    for (const over of [true, false]) {
      for (const [block, fasting] of [
        ['ceto-1', 'jejum-1'],
        ['ceto-2', 'jejum-final'],
      ] as const) {
        const phrases = dayDonePhrases({ kind: 'day', block, over, fasting });
        expect(phrases.length).toBeGreaterThan(0);
        for (const p of phrases) {
          expect(FASTING_DAY_PHRASES[fasting]).toContain(p);
          expect(p).not.toMatch(/Jejum cumprido/);
        }
      }
    }
    // A stop keeps its own list.
    expect(dayDonePhrases({ kind: 'day', block: 'jejum-1', over: true, stopped: true, fasting: 'jejum-1' })).toEqual(
      STOPPED_DAY_PHRASES,
    );
  });

  it('leaves a phrase for every block at any moment', () => {
    for (const block of ['ceto-1', 'jejum-1', 'ceto-2', 'jejum-final'] as const) {
      expect(dayDonePhrases({ kind: 'day', block, over: false }).length).toBeGreaterThan(0);
    }
  });
  it('names day-over phrases that are in the pools', () => {
    const all = Object.values(DAY_PHRASES).flat();
    for (const p of DAY_OVER_PHRASES) expect(all).toContain(p);
    expect(DAY_OVER_PHRASES).toContain('Jejum cumprido! Seu corpo está aprendendo a queimar gordura.');
  });
});
