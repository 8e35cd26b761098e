/**
 * Fasting days never push (decision 010). On a fasting day (and while a fast
 * runs) the quote on Hoje and the phrase of "Dia concluído! 🎉" come only
 * from these lists: nothing that tells her to keep going ("não pare agora",
 * "não desista", "quinze dias passam de qualquer jeito"), nothing that makes
 * stopping or eating look like weakness. The welcome keeps the
 * specification's 16 quotes, and the ceto days their whole pools.
 *
 * The quotes are the specification's own, the ones that push no one; the
 * phrases are the gentle ones of each fasting pool (content/day-phrases.ts)
 * and a few more in the same voice, so every moment of the day has some
 * (before 18:00 the phrases that speak of the day as done are left out).
 */
import type { BlockId, FastingBlockId } from '~/domain/challenge';
import { DAY_PHRASES } from './day-phrases';

export const FASTING_DAY_QUOTES: readonly string[] = [
  'Constância vence intensidade. Um dia de cada vez.',
  'Pequenos passos todos os dias constroem grandes transformações.',
  'Não compare seu começo com o final de ninguém.',
  'Seu corpo está mudando, mesmo quando a balança não mostra.',
  'Progresso, não perfeição.',
];

const REST = 'Dia registrado. Descanse e beba água.';
const LISTEN = 'Escutar o corpo também faz parte do desafio.';
const STOP_IS_CARE = 'Parar por causa de um sinal de alerta também é cuidar de você.';

/** Said only of a fast that reached its end: never while it runs, nor on a day with no fast. */
const FAST_DONE = 'Jejum cumprido! Seu corpo está aprendendo a queimar gordura.';
export const FAST_DONE_PHRASES: readonly string[] = [FAST_DONE];

export const FASTING_DAY_PHRASES: Record<FastingBlockId, readonly string[]> = {
  'jejum-1': [FAST_DONE, REST, LISTEN, STOP_IS_CARE],
  'jejum-final': [
    'O corpo antigo está ficando para trás.',
    STOP_IS_CARE,
    'Cada dia de jejum final é uma conquista enorme.',
    LISTEN,
    REST,
  ],
};

/** A day of a fasting block whose fast she stopped: nothing about a fast, nothing about pushing on. */
export const STOPPED_DAY_PHRASES: readonly string[] = [REST, LISTEN, STOP_IS_CARE];

/** The pool of "Dia concluído! 🎉" for a day of each block: the specification's on ceto days, the gentle one on fasting days. */
export const DAY_DONE_PHRASES: Record<BlockId, readonly string[]> = {
  'ceto-1': DAY_PHRASES['ceto-1'],
  'jejum-1': FASTING_DAY_PHRASES['jejum-1'],
  'ceto-2': DAY_PHRASES['ceto-2'],
  'jejum-final': FASTING_DAY_PHRASES['jejum-final'],
};
