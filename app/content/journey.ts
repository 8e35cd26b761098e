/**
 * Jornada's words (spec §2 "Journey"): its heading, the hero's count and
 * where the challenge stands, each block's line and days, the question
 * before a day to come is ticked, and the way to the results once all 15
 * are. What a tick says back is in day-done.ts.
 */
import { completedLine, daysDoneLine, ENDED_TITLE } from './outcome';
import { titleOf } from './screens';
import { phaseLink } from './blocks';

/** Jornada's heading (its page title too). */
export const JOURNEY_SCREEN = {
  title: titleOf('/jornada'),
  subtitle: 'Toque em um dia para marcá-lo como concluído',
  phasesLink: 'Ver o que pode comer em cada fase',
} as const;

/** The hero: 'Dias completados: n/15' (spec §2) and, under it, which day today is. */
export const JOURNEY_PROGRESS = {
  daysDone: daysDoneLine,
  startsIn: (days: number) => (days === 1 ? 'Começa em 1 dia (amanhã)' : `Começa em ${days} dias`),
  today: (day: number, total: number, blockName: string) => `Hoje é o dia ${day} de ${total} · ${blockName}`,
  /** After the 15 days: all ticked (won), or how many were ticked ('4 de 15 dias marcados como feitos na Jornada.'). */
  won: (total: number) => `Desafio concluído! Os ${total} dias terminaram. 🏆`,
  ended: (done: number) => `${ENDED_TITLE}. ${completedLine(done)}`,
} as const;

/** One protocol block: its days and summary, its progress bar, its days' buttons and its phase on Fases. */
export const JOURNEY_BLOCK = {
  days: (first: number, last: number, summary: string) => `Dias ${first} a ${last} · ${summary}`,
  progress: (blockName: string) => `Progresso de ${blockName}`,
  day: (day: number) => `Dia ${day}`,
  today: 'Hoje',
  phaseLink,
} as const;

/** A day that has not come yet is ticked only after the user confirms it. */
export const JOURNEY_AHEAD = {
  title: (day: number | string) => `Marcar o dia ${day}?`,
  confirm: 'Sim, marcar',
  /** While the challenge runs: which day today is, and the one tapped. */
  during: (today: number, day: number | string) =>
    `Hoje é o dia ${today} do seu desafio. O dia ${day} ainda não chegou. Quer marcá-lo como concluído mesmo assim?`,
  before: (day: number | string) =>
    `Seu desafio ainda não começou. Quer marcar o dia ${day} como concluído mesmo assim?`,
} as const;

/** All 15 days ticked: the way to the results, in the page. */
export const JOURNEY_DONE = {
  title: 'Você concluiu os 15 dias! 🏆',
  link: 'Ver seus resultados',
} as const;

/** The hero's one action: ticking today, or, without a profile, filling it in. */
export const JOURNEY_HERO = {
  markToday: (day: number) => `Marcar o dia ${day} como feito`,
  fillProfile: 'Preencher meu perfil',
} as const;
