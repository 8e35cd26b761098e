/**
 * Resultados' messages (spec §4 "Results message", "Restart protocol", §5
 * "Save results", §8): the message card, the form's toasts, the restart and
 * the histories. The restart dialog's messages are content/restart-messages.ts.
 */
import type { ResultsMood } from '~/domain/results';
import type { Toast } from '~/domain/toast';
import type { FormWords } from './messages';
import { plural } from './words';

/** The message card, word for word as the specification writes it. */
export const RESULT_MESSAGES: Record<ResultsMood, string> = {
  losing: 'Incrível! Você está eliminando peso!',
  onTrack: 'Você está no caminho! Continue firme!',
  progress: 'Progresso visível da sua transformação!',
};

const MISSING_FINAL_WEIGHT = 'Adicione seu peso final';

export const RESULTS_FORM: FormWords<'finalWeight'> = {
  weightExample: '65,0',
  required: { finalWeight: MISSING_FINAL_WEIGHT },
};

export const missingFinalWeightToast: Toast = {
  kind: 'error',
  title: MISSING_FINAL_WEIGHT,
  message: 'Informe seu peso atual para ver quanto você eliminou.',
};

/** A weight no person has: the field's own message says the limits. */
export const invalidFinalWeightToast = (fieldMessage: string): Toast => ({
  kind: 'error',
  title: 'Peso inválido',
  message: fieldMessage,
});

export const resultsSavedToast = (mood: ResultsMood): Toast => ({
  kind: 'success',
  title: 'Resultados salvos! 🎉',
  message: RESULT_MESSAGES[mood],
});

/** The restart's post came without its token (a stale or forged page): nothing was changed. */
export const restartFailedToast: Toast = {
  kind: 'error',
  title: 'Não foi possível recomeçar',
  message: 'Tente de novo.',
};

/** The restart, with the dialog's message (content/restart-messages.ts). */
export const protocolRestartedToast = (message: string): Toast => ({
  kind: 'success',
  title: 'Desafio recomeçado! 🔄',
  message,
});

export const photoHistoryClearedToast: Toast = {
  kind: 'success',
  title: 'Histórico de fotos limpo',
  message: 'Todas as fotos salvas foram apagadas.',
};

export const protocolHistoryClearedToast: Toast = {
  kind: 'success',
  title: 'Histórico limpo',
  message: 'Todo o histórico de protocolos foi apagado.',
};

/** A record's days ticked (domain/history.ts `protocolDays`): '4 de 15 dias concluídos'; '' when not known. */
export function protocolDaysText(days: { done: number; of: number } | null): string {
  return days ? `${days.done} de ${days.of} dias concluídos` : '';
}

/**
 * The count above the protocol history (domain/history.ts `protocolCounts`):
 * "n protocolos concluídos" (the specification's count) while every record
 * is a completed challenge; otherwise how many there are and how many of
 * them were completed.
 */
export function protocolCountText({ all, completed }: { all: number; completed: number }): string {
  if (completed === all) return plural(all, 'protocolo concluído', 'protocolos concluídos');
  const records = plural(all, 'protocolo registrado', 'protocolos registrados');
  return `${records}, ${completed === 0 ? 'nenhum concluído' : plural(completed, 'concluído', 'concluídos')}`;
}
