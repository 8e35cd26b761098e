/**
 * Hoje's words below its top (content/today.ts has the top): the day's
 * guidance, the check-in and the tick of the day, and the result first on day 16
 * and after. A sentence around a link is in pieces (`before`, `link`,
 * `after`); the screen puts the spaces around the link, except before an
 * `after` that starts with its punctuation ('.').
 */
import { phaseLink } from './blocks';
import { DAY_RECORD } from './messages';

/** What to do today, and the note before a fast (routes/_index/today-guide.tsx). */
export const TODAY_GUIDE = {
  /** No start date in the profile: the link goes to Perfil. */
  noStart: {
    before: 'Informe a data de início no',
    link: 'Perfil',
    after: 'para acompanhar cada dia do desafio.',
  },
  /** Before day 1: the link goes to Fases; `firstDay` is the guidance of day 1. */
  before: {
    before: 'Enquanto isso, conheça as',
    link: 'fases do protocolo',
    after: (firstDay: string) => `e leia os cuidados com o jejum. No dia 1: ${firstDay}`,
  },
  /** Day 16 and after: the link goes to Resultados. */
  after: {
    before: 'Para manter os resultados, continue na alimentação cetocarnívora por mais 7 dias.',
    link: 'Veja seus resultados',
    after: '.',
  },
  title: 'O que fazer hoje',
  phaseLink,
  preFastTitle: 'Antes do jejum',
  preFastLink: 'Quem deve falar com um médico antes de jejuar',
} as const;

/**
 * Today's record, named as Diário names it, and, in a card of its own, the one
 * action that ticks the day in the Journey (routes/_index/checkin-form.tsx).
 */
export const CHECKIN = {
  title: DAY_RECORD.title,
  submit: DAY_RECORD.save,
  glass: '+1 copo',
  glassAria: '+1 copo (250 mL de água)',
  dayDone: (day: number) => `✓ Dia ${day} feito e marcado na Jornada.`,
  dayDoneNote: 'Quando o dia terminar, marque-o como feito.',
  dayDoneButton: (day: number) => `Marcar o dia ${day} como feito`,
} as const;

/** Início on day 16 and after: the result first (routes/_index/result-first.tsx). */
export const RESULT_FIRST = {
  title: 'Seu resultado',
  /** Where the current weight comes from; `date` already formatted. */
  finalOn: (date: string) => `Peso final salvo em ${date}`,
  final: 'Peso final',
  diaryOn: (date: string) => `último registro do diário, em ${date}`,
  noWeight: 'Registre seu peso no diário para ver quanto você eliminou.',
  fromTo: (from: string, to: string) => `De ${from} para ${to}`,
  allResults: 'Ver todos os resultados',
} as const;
