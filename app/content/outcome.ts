/**
 * How the challenge stands, in words that are true (domain/outcome.ts).
 * The specification's congratulation ('Parabéns! Você venceu o desafio! 🏆',
 * 'Você concluiu os 15 dias do M15.') belongs to a challenge whose 15 days
 * are all ticked on the Jornada; once the 15 days are over with fewer ticked,
 * the app says so and how many were completed.
 */
import type { ChallengeOutcome } from '~/domain/outcome';

/** The challenge's days (domain/challenge.ts CHALLENGE_DAYS; outcome.test.ts holds the two equal). */
export const DAYS = 15;

export const WON_TITLE = 'Parabéns! Você venceu o desafio! 🏆';
export const WON_LINE = `Você concluiu os ${DAYS} dias do M15.`;
export const ENDED_TITLE = `Os ${DAYS} dias terminaram`;

/**
 * The days ticked, said as ticks and not as a verdict on her: '4 de 15 dias
 * marcados como feitos na Jornada.' A day she lived but did not tick is not a
 * day she failed.
 */
export function completedLine(done: number): string {
  if (done <= 0) return `Nenhum dos ${DAYS} dias foi marcado como feito na Jornada.`;
  if (done === 1) return `1 de ${DAYS} dias marcado como feito na Jornada.`;
  return `${done} de ${DAYS} dias marcados como feitos na Jornada.`;
}

/** The last day's count, after 'Até agora, ': it may still grow. */
function ticksSoFar(done: number): string {
  return done <= 0 ? 'nenhum dia foi marcado como feito na Jornada.' : completedLine(done);
}

/**
 * What the closing card of Resultados (title and first line) and the top of
 * Início after the last day say: the specification's words where the
 * challenge closes as written (domain/outcome.ts `closesAsWritten`), what is
 * true elsewhere.
 */
export function outcomeTexts(outcome: ChallengeOutcome): { title: string; line: string; short: string } {
  switch (outcome.kind) {
    case 'won':
      return { title: WON_TITLE, line: WON_LINE, short: 'Desafio concluído 🏆' };
    case 'unknown':
      return { title: WON_TITLE, line: WON_LINE, short: `Seu desafio de ${DAYS} dias` };
    case 'ended':
      return { title: ENDED_TITLE, line: completedLine(outcome.done), short: ENDED_TITLE };
    case 'last-day':
      return {
        title: 'Último dia do desafio',
        line: `Até agora, ${ticksSoFar(outcome.done)}`,
        short: 'Último dia do desafio',
      };
    case 'underway':
      return {
        title: `Seu desafio de ${DAYS} dias`,
        line: completedLine(outcome.done),
        short: `Seu desafio de ${DAYS} dias`,
      };
  }
}

/** The days ticked on Jornada, as Jornada and the report both say it: 'Dias completados: 4/15'. */
export const daysDoneLine = (done: number, total: number) => `Dias completados: ${done}/${total}`;
