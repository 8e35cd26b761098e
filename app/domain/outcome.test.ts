import { describe, expect, it } from 'vitest';
import type { ChallengeDay } from './challenge';
import { challengeOutcome, closesAsWritten, outcomeTexts, WON_LINE, WON_TITLE } from './outcome';

const all = Array.from({ length: 15 }, (_, i) => i + 1);
const day16: ChallengeDay = { kind: 'after', daysSinceEnd: 1 };
const day15: ChallengeDay = { kind: 'during', day: 15, block: 'jejum-final' };
const day7: ChallengeDay = { kind: 'during', day: 7, block: 'ceto-2' };

describe('challengeOutcome', () => {
  it('day 16 with 4 of 15 days ticked: the 15 days ended, 4 completed — no victory', () => {
    const o = challengeOutcome(day16, [1, 2, 3, 4]);
    expect(o).toEqual({ kind: 'ended', done: 4 });
    const texts = outcomeTexts(o);
    expect(texts).toEqual({
      title: 'Os 15 dias terminaram',
      line: 'Você concluiu 4 de 15 dias.',
      short: 'Os 15 dias terminaram',
    });
    expect(JSON.stringify(texts)).not.toMatch(/Parabéns|venceu|concluiu os 15/);
  });
  it('all 15 ticked is won, whatever the date (and without a start date): the specification’s words', () => {
    for (const status of [day16, day15, day7, null]) {
      expect(challengeOutcome(status, all)).toEqual({ kind: 'won', done: 15 });
    }
    expect(outcomeTexts({ kind: 'won', done: 15 })).toMatchObject({
      title: 'Parabéns! Você venceu o desafio! 🏆',
      line: 'Você concluiu os 15 dias do M15.',
    });
    expect([WON_TITLE, WON_LINE]).toEqual(['Parabéns! Você venceu o desafio! 🏆', 'Você concluiu os 15 dias do M15.']);
  });
  it('day 15 not all ticked is the last day; days 1-14 and before the start are underway; no start date is unknown', () => {
    expect(challengeOutcome(day15, [1, 2])).toEqual({ kind: 'last-day', done: 2 });
    expect(challengeOutcome(day7, [1, 2])).toEqual({ kind: 'underway', done: 2 });
    expect(challengeOutcome({ kind: 'before', daysUntil: 2 }, [])).toEqual({ kind: 'underway', done: 0 });
    expect(challengeOutcome(null, [3])).toEqual({ kind: 'unknown', done: 1 });
    for (const kind of ['last-day', 'underway'] as const) {
      expect(JSON.stringify(outcomeTexts({ kind, done: 3 }))).not.toMatch(/Parabéns|venceu|concluiu os 15/);
    }
    // No start date: the app cannot tell, so the specification's closing card stays as written.
    expect(outcomeTexts({ kind: 'unknown', done: 3 })).toMatchObject({ title: WON_TITLE, line: WON_LINE });
    // The same rule decides the restart's celebration.
    expect(
      (['won', 'unknown', 'ended', 'last-day', 'underway'] as const).filter((kind) =>
        closesAsWritten({ kind, done: 3 }),
      ),
    ).toEqual(['won', 'unknown']);
  });
  it('counts each real day once: duplicates, days out of 1-15 and hostile values do not add up to a victory', () => {
    const hostile = [1, 1, 1, 2, 0, 16, -1, 2.5, Number.NaN, '3', null] as unknown as number[];
    expect(challengeOutcome(day16, hostile)).toEqual({ kind: 'ended', done: 2 });
    expect(challengeOutcome(day16, [...Array(30).fill(1)])).toEqual({ kind: 'ended', done: 1 });
    expect(challengeOutcome(day16, 'x' as unknown as number[])).toEqual({ kind: 'ended', done: 0 });
  });
  it('no day ticked says so plainly', () => {
    expect(outcomeTexts({ kind: 'ended', done: 0 }).line).toBe(
      'Nenhum dos 15 dias foi marcado como concluído na Jornada.',
    );
    expect(outcomeTexts({ kind: 'ended', done: 1 }).line).toBe('Você concluiu 1 de 15 dias.');
  });
});
