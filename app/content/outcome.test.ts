import { describe, expect, it } from 'vitest';
import { CHALLENGE_DAYS } from '~/domain/challenge';
import { closesAsWritten, type ChallengeOutcome } from '~/domain/outcome';
import { DAYS, outcomeTexts, WON_LINE, WON_TITLE } from './outcome';
import { TODAY_TOP } from './today';

const KINDS = ['won', 'unknown', 'ended', 'last-day', 'underway'] as const;

describe('outcomeTexts', () => {
  it('counts the days of the challenge', () => {
    expect(DAYS).toBe(CHALLENGE_DAYS);
  });
  it('day 16 with 4 of 15 days ticked: the 15 days ended, 4 ticked — no victory, no verdict on her', () => {
    const texts = outcomeTexts({ kind: 'ended', done: 4 });
    expect(texts).toEqual({
      title: 'Os 15 dias terminaram',
      line: '4 de 15 dias marcados como feitos na Jornada.',
      short: 'Os 15 dias terminaram',
    });
    expect(JSON.stringify(texts)).not.toMatch(/Parabéns|venceu|concluiu/);
  });
  it('all 15 ticked: the specification’s words', () => {
    expect(outcomeTexts({ kind: 'won', done: 15 })).toEqual({
      title: 'Parabéns! Você venceu o desafio! 🏆',
      line: 'Você concluiu os 15 dias do M15.',
      short: 'Desafio concluído 🏆',
    });
    expect([WON_TITLE, WON_LINE]).toEqual(['Parabéns! Você venceu o desafio! 🏆', 'Você concluiu os 15 dias do M15.']);
  });
  it('congratulates exactly where the challenge closes as written, and nowhere else', () => {
    for (const kind of KINDS) {
      const outcome: ChallengeOutcome = { kind, done: 3 };
      const texts = JSON.stringify(outcomeTexts(outcome));
      if (closesAsWritten(outcome)) expect(outcomeTexts(outcome)).toMatchObject({ title: WON_TITLE, line: WON_LINE });
      else expect(texts).not.toMatch(/Parabéns|venceu|concluiu os 15/);
    }
    expect(outcomeTexts({ kind: 'last-day', done: 3 }).line).toBe(
      'Até agora, 3 de 15 dias marcados como feitos na Jornada.',
    );
    expect(outcomeTexts({ kind: 'last-day', done: 0 }).line).toBe(
      'Até agora, nenhum dia foi marcado como feito na Jornada.',
    );
  });
  it('no day ticked says so plainly', () => {
    expect(outcomeTexts({ kind: 'ended', done: 0 }).line).toBe('Nenhum dos 15 dias foi marcado como feito na Jornada.');
    expect(outcomeTexts({ kind: 'ended', done: 1 }).line).toBe('1 de 15 dias marcado como feito na Jornada.');
  });
});

describe('TODAY_TOP.ticked', () => {
  it('counts the ticks in the words the closing line uses, during the challenge too', () => {
    expect(TODAY_TOP.ticked(0, 15)).toBe('0 de 15 dias marcados como feitos');
    expect(TODAY_TOP.ticked(1, 15)).toBe('1 de 15 dias marcado como feito');
    expect(TODAY_TOP.ticked(4, 15)).toBe('4 de 15 dias marcados como feitos');
    expect(outcomeTexts({ kind: 'ended', done: 4 }).line).toContain(TODAY_TOP.ticked(4, 15));
    expect(TODAY_TOP.ticked(4, 15)).not.toMatch(/concluí/);
  });
});
