/**
 * What ticking a day on the Jornada or "Marcar o dia como feito" on Hoje says (spec §4
 * "Day completion"): 'Dia concluído! 🎉' with a phrase of the day's pool, the
 * gentle one on fasting days and while a fast runs (gentle-words.ts); no praise for a day
 * still to come; the 15th day celebrates the challenge; "Jejum cumprido" only of a
 * fast that reached its end.
 */
import type { DayDone } from '~/domain/challenge';
import type { Toast } from '~/domain/toast';
import { DAY_OVER_PHRASES } from './day-phrases';
import { DAY_DONE_PHRASES, FAST_DONE_PHRASES, FASTING_DAY_PHRASES, STOPPED_DAY_PHRASES } from './gentle-words';

/**
 * The phrases of the day's pool that fit the moment: before the evening of
 * the day itself, none of those that speak of it as behind us. Never empty.
 */
export function dayDonePhrases(done: Extract<DayDone, { kind: 'day' }>): readonly string[] {
  // While a fast runs, on its eve too, only the gentle phrases.
  const all = done.stopped
    ? STOPPED_DAY_PHRASES
    : done.fasting
      ? FASTING_DAY_PHRASES[done.fasting]
      : DAY_DONE_PHRASES[done.block];
  // "Jejum cumprido" only of a fast that reached its end.
  const pool = done.fastDone ? all : all.filter((p) => !FAST_DONE_PHRASES.includes(p));
  if (done.over) return pool;
  const fitting = pool.filter((p) => !DAY_OVER_PHRASES.includes(p));
  return fitting.length > 0 ? fitting : pool;
}

/** The toast of a day marked done; `pick` chooses the phrase (domain/random.ts `pickRandom`). */
export function dayDoneToast(done: DayDone, pick: (phrases: readonly string[]) => string): Toast {
  switch (done.kind) {
    case 'ahead':
      return {
        kind: 'info',
        title: `Dia ${done.day} marcado`,
        message: 'Esse dia ainda não chegou. Se marcou sem querer, toque nele de novo para desmarcar.',
      };
    case 'challenge':
      return {
        kind: 'success',
        title: 'Desafio concluído! 🏆',
        message: 'Você concluiu os 15 dias do M15. Veja seus resultados!',
      };
    case 'day':
      return { kind: 'success', title: 'Dia concluído! 🎉', message: pick(dayDonePhrases(done)) };
  }
}

/** A tap that named no day of the challenge (a stale or forged post): nothing was changed. */
export const invalidDayToast: Toast = {
  kind: 'error',
  title: 'Não foi possível marcar o dia',
  message: 'Toque no dia novamente.',
};
