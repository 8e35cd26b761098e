/**
 * Results rules (spec §4 "Results message and weight lost", §5 "Save results").
 * Pure: strings in, strings out.
 */
import { parseWeight, weightRangeMessage } from './limits';
import type { Toast } from './toast';

/** Initial minus final weight, one decimal ('5.0'); '0' when either is missing. */
export function weightLost(initial: string, final: string): string {
  const i = parseWeight(initial);
  const f = parseWeight(final);
  if (i === null || f === null) return '0';
  const lost = Math.round((i - f) * 10) / 10;
  // -0.04 rounds to -0: there is no such thing as a negative zero loss.
  return (lost === 0 ? 0 : lost).toFixed(1);
}

/**
 * The weight to compare with the initial one: the final weight when one is
 * saved, else the latest weight of the diary (the kilograms lost "até agora").
 */
export function currentWeight(input: { finalWeight: string; diary: readonly { date: string; weight: string }[] }): {
  weight: string;
  source: 'final' | 'diary' | 'none';
} {
  if (parseWeight(input.finalWeight) !== null) return { weight: input.finalWeight, source: 'final' };
  let latest: { date: string; weight: string } | null = null;
  for (const e of input.diary) {
    if (parseWeight(e.weight) === null || !/^\d{4}-\d{2}-\d{2}$/.test(e.date)) continue;
    if (!latest || e.date > latest.date) latest = e;
  }
  return latest ? { weight: latest.weight, source: 'diary' } : { weight: '', source: 'none' };
}

export const RESULT_MESSAGES = {
  losing: 'Incrível! Você está eliminando peso!',
  onTrack: 'Você está no caminho! Continue firme!',
  progress: 'Progresso visível da sua transformação!',
} as const;

/** The message card's text for a weight lost (as `weightLost` gives it) and the final weight typed. */
export function resultsMessage(lost: string, finalWeight: string): string {
  const n = Number(lost);
  if (n > 0) return RESULT_MESSAGES.losing;
  if (n === 0 && finalWeight.trim() !== '') return RESULT_MESSAGES.onTrack;
  return RESULT_MESSAGES.progress;
}

export type ResultsErrors = { finalWeight?: string };

export const MISSING_FINAL_WEIGHT = 'Adicione seu peso final';
export const INVALID_FINAL_WEIGHT = weightRangeMessage('65,0');

export const missingFinalWeightToast: Toast = {
  kind: 'error',
  title: MISSING_FINAL_WEIGHT,
  message: 'Informe seu peso atual para ver quanto você eliminou.',
};
export const invalidFinalWeightToast: Toast = { kind: 'error', title: 'Peso inválido', message: INVALID_FINAL_WEIGHT };

/** Validates the final weight of the results form; returns the weight to store ('65.5'). */
export function validateFinalWeight(
  text: unknown,
): { ok: true; finalWeight: string } | { ok: false; errors: ResultsErrors; toast: Toast } {
  if (typeof text !== 'string' || text.trim() === '') {
    return { ok: false, errors: { finalWeight: MISSING_FINAL_WEIGHT }, toast: missingFinalWeightToast };
  }
  const n = parseWeight(text);
  if (n === null) return { ok: false, errors: { finalWeight: INVALID_FINAL_WEIGHT }, toast: invalidFinalWeightToast };
  return { ok: true, finalWeight: String(n) };
}

/** Spec §9: the celebration lasts 3 s with a burst every 250 ms; the restart redirects after 3000 ms. */
export const CELEBRATION_MS = 3000;
export const CELEBRATION_BURST_MS = 250;
export const RESTART_REDIRECT_MS = 3000;
