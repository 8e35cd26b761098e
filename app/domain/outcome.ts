/**
 * How the challenge stands, in words that are true (issue 23). The
 * specification's congratulation ('Parabéns! Você venceu o desafio! 🏆',
 * 'Você concluiu os 15 dias do M15.') belongs to a challenge whose 15 days
 * are all ticked on the Jornada; once the 15 days are over with fewer ticked,
 * the app says so and how many were completed. Pure.
 */
import { CHALLENGE_DAYS, type ChallengeDay, isDay } from './challenge';

export type ChallengeOutcome =
  /** All 15 days ticked, whatever the date. */
  | { kind: 'won'; done: number }
  /** Day 16 or later by the start date, fewer than 15 ticked. */
  | { kind: 'ended'; done: number }
  /** Day 15 today, not all ticked yet. */
  | { kind: 'last-day'; done: number }
  /** No start date (the day is not known), fewer than 15 ticked. */
  | { kind: 'unknown'; done: number }
  /** Before the start, or days 1-14. */
  | { kind: 'underway'; done: number };

export function challengeOutcome(status: ChallengeDay | null, completed: readonly number[]): ChallengeOutcome {
  const done = new Set(Array.isArray(completed) ? completed.filter(isDay) : []).size;
  if (done >= CHALLENGE_DAYS) return { kind: 'won', done };
  if (!status) return { kind: 'unknown', done };
  if (status.kind === 'after') return { kind: 'ended', done };
  if (status.kind === 'during' && status.day >= CHALLENGE_DAYS) return { kind: 'last-day', done };
  return { kind: 'underway', done };
}

export const WON_TITLE = 'Parabéns! Você venceu o desafio! 🏆';
export const WON_LINE = `Você concluiu os ${CHALLENGE_DAYS} dias do M15.`;
export const ENDED_TITLE = `Os ${CHALLENGE_DAYS} dias terminaram`;

/** 'Você concluiu 4 de 15 dias.' */
export function completedLine(done: number): string {
  if (done <= 0) return `Nenhum dos ${CHALLENGE_DAYS} dias foi marcado como concluído na Jornada.`;
  return `Você concluiu ${done} de ${CHALLENGE_DAYS} dias.`;
}

/**
 * Where the specification's closing card (its congratulation, and the
 * celebration of a restart) applies as written: a challenge won, or one whose
 * day the app cannot know (no start date).
 */
export function closesAsWritten(
  outcome: ChallengeOutcome,
): outcome is Extract<ChallengeOutcome, { kind: 'won' | 'unknown' }> {
  return outcome.kind === 'won' || outcome.kind === 'unknown';
}

/**
 * What the closing card of Resultados (title and first line) and the top of
 * Início after the last day say: the specification's words where
 * `closesAsWritten`, what is true elsewhere.
 */
export function outcomeTexts(outcome: ChallengeOutcome): { title: string; line: string; short: string } {
  if (closesAsWritten(outcome)) {
    return {
      title: WON_TITLE,
      line: WON_LINE,
      short: outcome.kind === 'won' ? 'Desafio concluído 🏆' : `Seu desafio de ${CHALLENGE_DAYS} dias`,
    };
  }
  switch (outcome.kind) {
    case 'ended':
      return { title: ENDED_TITLE, line: completedLine(outcome.done), short: ENDED_TITLE };
    case 'last-day':
      return {
        title: 'Último dia do desafio',
        line: `Até agora você concluiu ${outcome.done} de ${CHALLENGE_DAYS} dias.`,
        short: 'Último dia do desafio',
      };
    case 'underway':
      return {
        title: `Seu desafio de ${CHALLENGE_DAYS} dias`,
        line: completedLine(outcome.done),
        short: `Seu desafio de ${CHALLENGE_DAYS} dias`,
      };
  }
}
