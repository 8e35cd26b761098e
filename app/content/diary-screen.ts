/** Diário (spec §2): the page, its form and its list of earlier entries. */
import { NONE } from './diary-table';
import { DAY_RECORD } from './messages';
import { plural, withUnit } from './words';
import { titleOf } from './screens';

/** Diário's heading (its page title too). */
export const DIARY_SCREEN = {
  title: titleOf('/diario'),
  subtitle: 'Registre seu peso, sua água e como você se sente',
} as const;

/** Diário's form, 'Registro de Hoje', and the question before a save replaces another day's entry. */
export const DIARY_FORM_TEXT = {
  title: DAY_RECORD.title,
  /** Over the form while a stored entry is open; `date` as domain/format.ts `formatDateBR` writes it. */
  editing: (date: string) => `Editando o registro de ${date}.`,
  save: DAY_RECORD.save,
  cancelEdit: 'Cancelar edição',
  replaceTitle: (date: string) => `Substituir o registro de ${date}?`,
  replaceConfirm: 'Sim, substituir',
  /** What the entry about to be replaced holds: its figures ('Peso: 80,0 kg · Água: 2,5 L') and what was typed, if anything. */
  replaced: (figures: string, feeling: string | undefined) =>
    `Esse dia já tem um registro: ${figures}${feeling ? ` e o texto “${feeling}”` : ''}. Ele será trocado pelo que você digitou agora.`,
} as const;

/** An entry's figures, each already written by domain/format.ts (`formatMeasure`, `formatLitres`). */
export const DIARY_FIGURES = {
  weight: (kg: string) => `Peso: ${withUnit(kg, 'kg')}`,
  water: (liters: string) => `Água: ${withUnit(liters, 'L')}`,
  waist: (cm: string) => `Cintura: ${withUnit(cm, 'cm')}`,
  separator: ' · ',
} as const;

/** Diário's list, 'Registros Anteriores' (spec §2): the heading names the scrolling list too. */
export const DIARY_LIST_TEXT = {
  title: 'Registros Anteriores',
  count: (n: number) => plural(n, 'registro', 'registros'),
  empty: 'Nenhum registro ainda. O primeiro que você salvar aparece aqui.',
  /** The day of the challenge an entry belongs to and its phase's name: 'Dia 3 · Jejum I'. */
  day: (day: number, phase: string) => `Dia ${day} · ${phase}`,
  /** The line of figures: the weight is `null` when none was typed ('Peso: —'). */
  figures: (weight: string | null, water: string, waist: string | null) =>
    `${weight === null ? `Peso: ${NONE}` : DIARY_FIGURES.weight(weight)} · ${DIARY_FIGURES.water(water)}${waist === null ? '' : ` · ${DIARY_FIGURES.waist(waist)}`}`,
  /** After the change in kg: since which day ('desde 3/11'). */
  since: (date: string) => `desde ${date}`,
  edit: (date: string) => `Editar registro de ${date}`,
  delete: (date: string) => `Apagar registro de ${date}`,
  deleteTitle: 'Apagar registro?',
  deleteConfirm: 'Sim, apagar',
  deleteText: (date: string) => `O registro de ${date} será apagado. Esta ação não pode ser desfeita.`,
} as const;

/** Diário's hero: today's record, or the last weight and its day, or that nothing is recorded yet. */
export const DIARY_HERO = {
  today: 'Seu dia hoje',
  last: (date: string) => `Último peso, em ${date}`,
  none: 'Nenhum registro ainda',
  noneText: 'Seu peso e sua água de hoje aparecem aqui depois de salvar.',
  water: (litres: string) => `${litres}\u00a0L de água`,
} as const;
