/**
 * What every screen says alike: the message of a field that cannot be saved,
 * the toast that sums such fields up, a write the phone refused, a part of
 * the app that did not load, a new version; and the words of the fields and
 * parts that several screens share (the day's record, the chart). `domain` answers with codes
 * (domain/validation.ts, domain/toast.ts); a screen's action or component
 * turns them into these words. A screen's own toasts are in its own module
 * (profile.ts, diary.ts, results.ts…).
 */
import type { Quantity } from '~/domain/limits';
import type { StorageProblem, Toast } from '~/domain/toast';
import type { FieldErrors, FieldProblem, FieldProblems } from '~/domain/validation';
import { CLOSE_TOAST } from './shell';

/** A form's own words, where they differ from the common ones below. */
export interface FormWords<F extends string> {
  /** The example in a weight's range message ('80,5'): each form shows a weight it would hold. */
  weightExample?: string;
  /** What an empty field says, for every field (one string) or field by field; otherwise 'Campo obrigatório.'. */
  required?: string | Partial<Record<F, string>>;
}

const RANGE_TEXT: Record<Quantity, (min: string, max: string, weightExample: string) => string> = {
  weight: (min, max, example) => `Informe um peso entre ${min} e ${max}\u00a0kg (ex: ${example}).`,
  height: (min, max) => `Informe uma altura entre ${min} e ${max}\u00a0cm (ex: 165).`,
  water: (min, max) => `Informe a água em litros, entre ${min} e ${max} (ex: 2,5).`,
  waist: (min, max) => `Informe a cintura em centímetros, entre ${min} e ${max} (ex: 82,5).`,
  waterGoal: (min, max) => `Informe uma meta entre ${min} e ${max} litros (ex: 2,5).`,
  age: (min, max) => `Informe a idade em anos, entre ${min} e ${max} (ex: 45).`,
};

const REQUIRED_MESSAGE = 'Campo obrigatório.';

/** The message of one field of a form that says `words`. */
export function fieldMessage<F extends string>(field: F, problem: FieldProblem, words: FormWords<F> = {}): string {
  switch (problem.code) {
    case 'required':
      return (typeof words.required === 'string' ? words.required : words.required?.[field]) ?? REQUIRED_MESSAGE;
    case 'invalidDate':
      return 'Informe uma data válida.';
    case 'futureDate':
      return 'A data não pode estar no futuro.';
    case 'tooLong':
      return `Use no máximo ${problem.max} caracteres.`;
    case 'outOfRange':
      return RANGE_TEXT[problem.quantity](problem.min, problem.max, words.weightExample ?? '80,5');
  }
}

/** Every field's message, for the form to show beside each field. */
export function fieldMessages<F extends string>(problems: FieldProblems<F>, words: FormWords<F> = {}): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, problem] of Object.entries(problems) as [F, FieldProblem | undefined][]) {
    if (problem) errors[field] = fieldMessage(field, problem, words);
  }
  return errors;
}

/** A form with values no person has (out of range, not a date): the fields say which. */
export const invalidFieldsToast: Toast = {
  kind: 'error',
  title: 'Confira os campos destacados',
  message: 'Alguns valores não parecem corretos. Nada foi salvo.',
};

/** A write the phone refused (domain/storage-problem.ts; components/storage-toast.ts picks one): nothing was lost. */
export const STORAGE_TOAST: Record<StorageProblem, Toast> = {
  storageFull: {
    kind: 'error',
    title: 'Armazenamento cheio',
    message: 'Não foi possível salvar: o espaço do aparelho acabou. Nada foi perdido — libere espaço e tente de novo.',
  },
  storageUnavailable: {
    kind: 'error',
    title: 'Não foi possível salvar',
    message: 'O navegador bloqueou o armazenamento deste app. Verifique se não está em modo anônimo.',
  },
};

/**
 * What a screen says when a part of the app could not be downloaded (a
 * first visit cut short, a cache the phone cleared, mobile data that
 * dropped). Never a promise that cannot be kept: a retry is offered only
 * when one can work; otherwise a reload, and only once nothing typed would
 * be lost.
 */
export function partUnavailableText(
  what: string,
  reloadNeeded: boolean,
): { message: string; action: string; saveFirst: string } {
  return reloadNeeded
    ? {
        message: `${what} não carregou, e só volta depois que o app for recarregado. Seus dados continuam guardados no aparelho.`,
        action: 'Recarregar o app',
        saveFirst: 'Você preencheu algo nesta tela que ainda não foi salvo. Salve primeiro e depois recarregue o app.',
      }
    : {
        message: `${what} não carregou: parece que a internet caiu. O app tenta de novo sozinho quando a conexão voltar, ou toque em Tentar de novo.`,
        action: 'Tentar de novo',
        saveFirst: '',
      };
}

/** An action needed a part that did not load; it changed nothing. */
export function partMissingToast(reloadNeeded: boolean): Toast {
  return {
    kind: 'error',
    title: 'Não foi possível concluir',
    message: reloadNeeded
      ? 'Uma parte do app não carregou e só volta depois que o app for recarregado (feche e abra de novo). Nada foi alterado.'
      : 'Parte do app ainda não foi baixada. Conecte-se à internet e tente de novo. Nada foi alterado.',
  };
}

/** "Nova versão disponível": the new version loads only when the user asks (components/shell/update-prompt.tsx). */
export const UPDATE_PROMPT = {
  title: 'Nova versão disponível',
  message: 'Toque em atualizar quando quiser. Seus dados continuam salvos.',
  update: 'Atualizar',
  close: CLOSE_TOAST,
} as const;

/** The chart, as partUnavailableText's sentence names it when it did not load (components/measure-figure.tsx). */
export const CHART_PART = 'O gráfico';

/**
 * The day's record has one name on both screens that keep it: the
 * specification's 'Registro de Hoje' of Diário, and the button that saves it.
 */
export const DAY_RECORD = {
  title: 'Registro de Hoje',
  save: 'Salvar registro',
} as const;

/**
 * The fields of a day's record, as Hoje and Diário ask for them alike
 * (components/day-record.tsx), with the waist that Perfil asks for too
 * (components/waist-field.tsx).
 */
export const DAY_RECORD_FIELDS = {
  weight: { label: 'Peso (kg)', placeholder: 'Ex: 79,5' },
  water: { label: 'Água consumida (litros)', placeholder: 'Ex: 2,5' },
  waist: {
    label: 'Cintura (cm)',
    placeholder: 'Ex: 82,5',
    // Beside the weight on Hoje it runs under both fields: it names the field it is about.
    description: 'Opcional. Meça a cintura sempre no mesmo lugar, com a fita sem apertar.',
  },
  feeling: { label: 'Como você está se sentindo? (opcional)' },
} as const;
