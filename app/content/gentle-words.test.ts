import { describe, expect, it } from 'vitest';
import { BLOCK_IDS, BLOCKS, type ChallengeDay, dayDone } from '~/domain/challenge';
import { DAY_OVER_PHRASES, DAY_PHRASES } from './day-phrases';
import { dayDonePhrases } from './day-done';
import { DAY_DONE_PHRASES, FASTING_DAY_PHRASES, FASTING_DAY_QUOTES } from './gentle-words';
import { QUOTES } from './quotes';

/** What pushes her to keep going, or makes stopping or eating look like a failure. */
const PUSHING = [
  /não pare/i,
  /desist/i,
  /quinze dias passam/i,
  /continu/i,
  /siga em frente/i,
  /falta pouco/i,
  /persist/i,
  /disciplina/i,
  /determinação/i,
  /força de vontade/i,
  /mais forte/i,
  /vale ouro/i,
  /provando/i,
  /chegou até aqui/i,
  /cada hora de jejum/i,
  /a fome passa/i,
  /errou/i,
  /acredite no processo/i,
  /vitória/i,
  /cumprido é uma/i,
  /esforços repetidos/i,
];

const pushes = (text: string) => PUSHING.some((p) => p.test(text));

describe('fasting days never push', () => {
  it('the welcome keeps the specification’s 16 quotes, and the pushing ones are among them', () => {
    expect(QUOTES).toHaveLength(16);
    for (const quote of [
      'Você já chegou até aqui. Não pare agora!',
      'Quinze dias passam de qualquer jeito. Faça eles valerem a pena.',
    ])
      expect(QUOTES).toContain(quote);
  });

  it('the quotes of a fasting day are the specification’s own, and none of them pushes', () => {
    expect(FASTING_DAY_QUOTES.length).toBeGreaterThanOrEqual(4);
    for (const quote of FASTING_DAY_QUOTES) {
      expect(QUOTES).toContain(quote);
      expect(pushes(quote), quote).toBe(false);
    }
    // The filter is real: every quote left out pushes.
    for (const quote of QUOTES.filter((q) => !FASTING_DAY_QUOTES.includes(q))) expect(pushes(quote), quote).toBe(true);
  });

  it('the phrases of a fasting day push no one, and the pools keep their eight phrases', () => {
    for (const pool of Object.values(DAY_PHRASES)) expect(pool).toHaveLength(8);
    for (const [block, phrases] of Object.entries(FASTING_DAY_PHRASES)) {
      expect(phrases.length, block).toBeGreaterThanOrEqual(3);
      for (const phrase of phrases) expect(pushes(phrase), phrase).toBe(false);
      // Every gentle phrase of the pool is kept; every one of the pool left out pushes.
      const pool = DAY_PHRASES[block as keyof typeof DAY_PHRASES];
      for (const phrase of pool) expect(phrases.includes(phrase) || pushes(phrase), phrase).toBe(true);
    }
  });

  it('"Dia concluído! 🎉" picks from the gentle list on fasting days, from the whole pool on ceto days', () => {
    for (const block of BLOCKS) {
      const expected = block.kind === 'fast' ? FASTING_DAY_PHRASES[block.id] : DAY_PHRASES[block.id];
      expect(DAY_DONE_PHRASES[block.id]).toBe(expected);
    }
    expect(Object.keys(DAY_DONE_PHRASES).sort()).toEqual([...BLOCK_IDS].sort());
  });

  it('leaves a gentle phrase at every hour of a fasting day (the day-over ones wait for the evening)', () => {
    for (const block of BLOCKS.filter((b) => b.kind === 'fast')) {
      const status: ChallengeDay = { kind: 'during', day: block.first, block: block.id };
      for (let hour = 0; hour < 24; hour++) {
        const now = new Date(2026, 10, 23, hour);
        const done = dayDone({ day: block.first, status, completedAfter: [block.first], now });
        const picked = done.kind === 'day' ? dayDonePhrases(done) : [];
        expect(picked.length).toBeGreaterThan(0);
        for (const p of picked) {
          expect(pushes(p)).toBe(false);
          if (hour < 18) expect(DAY_OVER_PHRASES).not.toContain(p);
        }
      }
    }
  });
});
