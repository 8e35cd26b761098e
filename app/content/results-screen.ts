/**
 * The words of the Resultados screen (routes/resultados): its heading, the
 * hero's figures, the results form, the way to the report, the card of a
 * challenge underway and the two histories. Its messages and toasts are
 * results.ts; the words every photo slot shares (`PHOTO_SLOT`), photos.ts;
 * this form's two slots are `PHOTO_PICKER` below; the chart's, chart.ts.
 */
import type { Measure } from '~/domain/chart';
import { PHOTO_SLOT } from './photos';
import { plural, withUnit } from './words';
import { titleOf } from './screens';

/** The screen's title: the tab's and the heading's, with the line under it. */
export const RESULTS_PAGE = {
  title: titleOf('/resultados'),
  subtitle: 'Acompanhe sua transformação',
} as const;

/** The hero: the kilograms lost, large, and the figures beside them. */
export const RESULTS_HERO = {
  lost: 'kg eliminados',
  /** Under the kilograms when the result is the diary's newest weigh-in. */
  lostSoFar: 'até agora, pelo último registro do diário',
  initialWeight: 'Peso inicial',
  /** The result's figure, named after where it comes from (domain/results.ts `currentWeight`). */
  current: { final: 'Peso final', diary: 'Peso mais recente', none: 'Peso atual' },
  waistLost: 'cm de cintura eliminados até agora',
  /** Under the waist's figure, with formatted measures: 'de 90,0 cm para 86,5 cm'. */
  waistFromTo: (first: string, latest: string) => `de ${withUnit(first, 'cm')} para ${withUnit(latest, 'cm')}`,
} as const;

/** "Registre seu resultado": the final weight and the two photos (each slot's own words: `PHOTO_PICKER`). */
export const RESULTS_FORM_TEXT = {
  title: 'Registre seu resultado',
  finalWeight: 'Peso final (kg)',
  finalWeightPlaceholder: 'Ex: 65.0',
  /** Under the field when a diary weigh-in is newer than the stored final weight (formatted date and weight). */
  newerWeighIn: (date: string, weight: string) =>
    `O peso do diário de ${date} (${weight}) é mais recente e é ele que conta no resultado.`,
  save: 'Salvar Resultados',
} as const;

/** The way to the printable report for the nutritionist. */
export const REPORT_CARD_TEXT = {
  title: 'Para levar à consulta',
  text: 'Perfil, diário, jejuns, peso e cintura: uma página para imprimir ou salvar em PDF.',
  /** The report's own name. */
  link: titleOf('/relatorio'),
} as const;

/** Before the end of the challenge, in place of the closing card: which day it is, and where to restart early. */
export const CHALLENGE_UNDERWAY = {
  /** The note's name, and its first words, in bold, before the day: 'Seu desafio está em andamento: Hoje é o dia 3…'. */
  title: 'Seu desafio está em andamento',
  titleEnd: ':',
  /** 'Hoje é o dia 3 de 15 · Cetocarnívora 1. Faltam 12 dias.' */
  during: (day: number, of: number, block: string, left: number) =>
    `Hoje é o dia ${day} de ${of} · ${block}. Faltam ${plural(left, 'dia', 'dias')}.`,
  before: (daysUntil: number) => `Seu desafio começa em ${plural(daysUntil, 'dia', 'dias')}.`,
  /** A sentence around a link to Perfil: `restart`, then (after a space) the link `link`, then `after`. */
  restart: 'Recomeçar antes do fim?',
  link: 'Veja no Perfil',
  after: '.',
} as const;

/** The two histories: what each says, and the toggle and the confirmation they share. */
export const HISTORY_TEXT = {
  hide: 'Ocultar',
  clear: 'Limpar',
  confirmTitle: 'Tem certeza?',
  confirmLabel: 'Sim, apagar',
  photos: {
    title: 'Histórico de fotos',
    count: (n: number) => plural(n, 'registro salvo', 'registros salvos'),
    empty: 'Nenhuma foto salva ainda.',
    show: 'Ver Todas',
    confirm: 'Tem certeza que deseja apagar todo o histórico de fotos?',
  },
  protocols: {
    title: 'Histórico de protocolos',
    empty: 'Nenhum protocolo concluído ainda.',
    show: 'Ver Todos',
    confirm: 'Tem certeza que deseja apagar todo o histórico de protocolos?',
    /** A record's figures, formatted: 'Peso eliminado: 3,5 kg'. */
    lost: (kg: string) => `Peso eliminado: ${withUnit(kg, 'kg')}`,
    /** 'Inicial: 80,0 kg · Final: 76,5 kg'. */
    weights: (initial: string, final: string) =>
      `Inicial: ${withUnit(initial, 'kg')} · Final: ${withUnit(final, 'kg')}`,
  },
} as const;

/** Resultados' evolution section, per measure: its title and the chart's accessible name. */
export const EVOLUTION_SERIES_TEXT: Record<Measure, { title: string; figure: string }> = {
  weight: { title: 'Evolução do peso', figure: 'Gráfico da evolução do peso' },
  waist: { title: 'Evolução da cintura', figure: 'Gráfico da evolução da cintura' },
};

/** The switch between the two measures, and what the section says before any weigh-in. */
export const EVOLUTION_TEXT = {
  switchLabel: 'Mostrar no gráfico',
  weight: 'Peso (kg)',
  waist: 'Cintura (cm)',
  empty: 'Registre seu peso no Diário para ver o gráfico da sua evolução.',
} as const;

/** The results form's two photo slots: their names, and what a slot says of the photo it shows. */
export const PHOTO_PICKER = {
  /** The slot's name, also the file input's: 'Foto antes'. */
  label: { before: 'Foto antes', after: 'Foto depois' },
  /** The button's accessible name, which says the slot: 'Escolher foto antes'. */
  pickFor: { before: `${PHOTO_SLOT.pick} antes`, after: `${PHOTO_SLOT.pick} depois` },
  /** A photo picked and kept, not saved yet: its alt text and the line under it. */
  keptAlt: (label: string) => `${label} escolhida`,
  keptNote: 'Nova foto: salve para guardar',
  /** The stored photo's alt text. */
  storedAlt: (label: string) => `${label} salva`,
  /** The button that takes the photo out of the slot, and its accessible name: 'Remover foto antes'. */
  removeText: 'Remover',
  remove: (label: string) => `Remover ${label.toLowerCase()}`,
} as const;
