/**
 * Hoje's words for the days she comes out of a fast: on the day it ended, to
 * the end of its block after an early end, and 3 days after it (5 after the
 * Jejum Final). The steps themselves are FASTING_SAFETY.breakFast's.
 */

export const AFTER_FAST = {
  /** Which day of the way out, under the title. */
  dayAfter: (n: number) =>
    n === 0 ? 'Hoje você saiu do jejum.' : n === 1 ? '1º dia depois do jejum.' : `${n}º dia depois do jejum.`,
  /**
   * NICE CG32's high risk: more than 5 days of little intake and one more
   * criterion. Said first, and plainly: this is for a doctor to guide.
   */
  highRisk:
    'Depois de mais de 5 dias sem comer, e pelo que a verificação ou os seus registros mostram, a volta da alimentação precisa de acompanhamento médico. Procure um médico ou uma unidade de saúde hoje para combinar como voltar a comer. Até lá, só refeições bem pequenas, como uma xícara de caldo ou 1 ou 2 ovos.',
  /** The signs to stop, on the days she eats again: the same 192, without a fast to stop. */
  signsTitle: 'Sinais de alerta',
  emergency:
    'Dor ou aperto no peito, desmaio, confusão, falta de ar, convulsão, ou palpitações com tontura: ligue 192 (SAMU), ou peça para alguém ligar.',
  /** The fold, closed, that explains the scale going up with water in the first days. */
  weightFold: 'Por que a balança pode subir',
} as const;
