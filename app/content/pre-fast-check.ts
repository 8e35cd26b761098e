/**
 * The check before Jejum I and the Jejum Final (issues 23 and 30), asked on
 * "Hoje" from the eve of each block and on every day of it until it is done.
 * Each question is one item of FASTING_SAFETY.whoShouldNot; every yes is a
 * hard stop, remembered (not the answers: only that the check said stop).
 * Sources and what a clinician should review: docs/safety/sources.md.
 */
import type { FastingBlockId } from '~/domain/challenge';
import type { PreFastQuestion } from '~/domain/pre-fast-check';
import type { Toast } from '~/domain/toast';
import type { FormWords } from './messages';

export const PRE_FAST_CHECK = {
  title: {
    'jejum-1': 'Antes do Jejum I: verificação rápida',
    'jejum-final': 'Antes do Jejum Final: verificação rápida',
  } satisfies Record<FastingBlockId, string>,
  /** How long each block fasts, for the stop message. */
  length: { 'jejum-1': '3 dias', 'jejum-final': '6 dias' } satisfies Record<FastingBlockId, string>,
  intro:
    'Responda sim ou não. As respostas não são guardadas: o app guarda só quando a verificação foi feita e se ela indicou parar.',
  /** Why the clock is not there yet. */
  first: 'O relógio do jejum aparece depois desta verificação.',
  /** A fast already running with no check on record (begun in an earlier version): the check comes first. */
  running: (since: string) =>
    `Seu jejum está em andamento desde ${since}. Antes de continuar, responda a verificação: ela vem primeiro.`,
  questions: {
    pregnant: 'Você está grávida ou amamentando?',
    under18: 'Você tem menos de 18 anos?',
    eatingDisorder: 'Você tem ou já teve transtorno alimentar, como anorexia, bulimia ou compulsão?',
    diabetesMedication: 'Você toma remédio para diabetes (para baixar a glicose), como insulina?',
    heartOrKidney: 'Você tem doença do coração ou doença nos rins?',
    pressureMedication: 'Você toma remédio para pressão ou diurético?',
    gout: 'Você já teve crise de gota (ácido úrico alto)?',
    dailyMedication: 'Você toma algum outro remédio todos os dias?',
    lowBmi: 'Seu IMC é menor que 18,5 (abaixo do peso)?',
  } satisfies Record<PreFastQuestion, string>,
  /** When the profile tells the BMI, it is shown instead of asked. */
  bmiFact: (bmi: string, low: boolean) =>
    low
      ? `Pelo seu peso mais recente e a altura do Perfil, seu IMC é ${bmi}: abaixo de 18,5 (abaixo do peso).`
      : `Pelo seu peso mais recente e a altura do Perfil, seu IMC é ${bmi}: não está abaixo de 18,5.`,
  submit: 'Concluir verificação',
  stop: {
    title: 'Não faça este jejum sem acompanhamento médico',
    text: (length: string) =>
      `Pelo que você respondeu, um jejum de ${length} pode não ser seguro para você sem um médico acompanhando. Parar aqui é a decisão certa.`,
    /** The check stopped a fast that was running: its clock stopped with it. */
    ended: (duration: string) =>
      `O relógio do jejum foi parado em ${duration}. Volte a comer aos poucos, com os passos para sair do jejum.`,
    alternative:
      'Em vez de jejuar, siga com os dias de cetocarnívora: carnes, ovos e gorduras até ficar saciado, como nos dias 1 a 3. Você pode continuar marcando os dias e registrando o diário. Converse com seu médico antes de qualquer jejum.',
    link: 'Ver o que comer na cetocarnívora',
    when: (when: string) => `Verificação feita em ${when}.`,
    redoNote: 'Respondeu algo sem querer? Você pode refazer a verificação: vale a resposta nova.',
    redo: 'Refazer a verificação',
    /** A fast left running elsewhere (another tab) while the check says stop. */
    endRunning: 'Encerrar o jejum',
  },
  /** The day's ring on a day of a block the check stopped: what the block is for her. */
  stoppedSummary: 'Sem jejum para você: dias de cetocarnívora.',
  /** The day's guidance on Hoje on the days of a block the check stopped. */
  stoppedGuide:
    'Hoje, em vez de jejuar, coma como nos dias de cetocarnívora: carnes, ovos e gorduras até ficar saciado, com sal rosa e água. Converse com seu médico antes de qualquer jejum.',
  pass: 'Nenhuma resposta sim. Mesmo assim, pare o jejum se aparecer algum sinal de alerta, que parar é a decisão certa.',
  done: (when: string) => `Verificação feita em ${when}.`,
} as const;

/** A question left unanswered says so on itself. */
export const PRE_FAST_FORM: FormWords<PreFastQuestion> = { required: 'Responda sim ou não.' };

export const answersMissingToast: Toast = {
  kind: 'error',
  title: 'Responda todas as perguntas',
  message: 'Marque sim ou não em cada pergunta.',
};

/** Every answer no: the clock may start, and stopping stays her choice. */
export const checkPassedToast: Toast = { kind: 'success', title: 'Verificação feita', message: PRE_FAST_CHECK.pass };
