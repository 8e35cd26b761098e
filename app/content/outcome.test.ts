import { describe, expect, it } from 'vitest';
import { CHALLENGE_DAYS } from '~/domain/challenge';
import { closesAsWritten, type ChallengeOutcome } from '~/domain/outcome';
import { DAYS, outcomeTexts, WON_LINE, WON_TITLE } from './outcome';

const KINDS = ['won', 'unknown', 'ended', 'last-day', 'underway'] as const;

describe('outcomeTexts', () => {
  it('counts the days of the challenge', () => {
    expect(DAYS).toBe(CHALLENGE_DAYS);
  });
  it('day 16 with 4 of 15 days ticked: the 15 days ended, 4 completed — no victory', () => {
    const texts = outcomeTexts({ kind: 'ended', done: 4 });
    expect(texts).toEqual({
      title: 'Os 15 dias terminaram',
      line: 'Você concluiu 4 de 15 dias.',
      short: 'Os 15 dias terminaram',
    });
    expect(JSON.stringify(texts)).not.toMatch(/Parabéns|venceu|concluiu os 15/);
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
    expect(outcomeTexts({ kind: 'last-day', done: 3 }).line).toBe('Até agora você concluiu 3 de 15 dias.');
  });
  it('no day ticked says so plainly', () => {
    expect(outcomeTexts({ kind: 'ended', done: 0 }).line).toBe(
      'Nenhum dos 15 dias foi marcado como concluído na Jornada.',
    );
    expect(outcomeTexts({ kind: 'ended', done: 1 }).line).toBe('Você concluiu 1 de 15 dias.');
  });
});
