/**
 * The check before Jejum I and the Jejum Final, asked on "Hoje" from the eve
 * of each block and on every day of it until it is done. Each question is one
 * item of FASTING_SAFETY.whoShouldNot, in plain words, one short line each;
 * every yes is a stop, remembered (not the answers: only that the check said
 * stop, and whether that stop is absolute).
 * Sources and what a clinician should review: docs/safety/sources.md.
 */
import type { FastingBlockId } from '~/domain/challenge';
import type { PreFastGroup, PreFastQuestion, RedoRefusal } from '~/domain/pre-fast-check';
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
    'Um sim quer dizer: este jejum, só com um médico acompanhando. As respostas não são guardadas, só o resultado.',
  /** Why the clock is not there yet. */
  first: 'O relógio do jejum aparece depois desta verificação.',
  /** A fast already running with no check on record (begun in an earlier version): the check comes first. */
  running: (since: string) =>
    `Seu jejum está em andamento desde ${since}. Antes de continuar, responda a verificação: ela vem primeiro.`,
  groups: {
    you: 'Sobre você',
    health: 'Sua saúde',
    medicines: 'Remédios',
    now: 'Agora',
  } satisfies Record<PreFastGroup, string>,
  /** One short line each: the group's heading says what they are about. */
  questions: {
    pregnant: 'Está grávida ou amamentando?',
    under18: 'Tem menos de 18 anos?',
    age65: 'Tem 65 anos ou mais?',
    lowBmi: 'Seu IMC é menor que 18,5 (abaixo do peso)?',
    weightLoss: 'Emagreceu mais de 10% sem querer em 6 meses?',
    eatingDisorder: 'Tem ou teve anorexia, bulimia ou compulsão?',
    diabetes: 'Tem diabetes, mesmo sem tomar remédio?',
    heartOrKidney: 'Tem doença do coração ou dos rins?',
    arrhythmiaOrFainting: 'Tem arritmia ou já teve desmaios?',
    liverOrThyroid: 'Tem doença no fígado ou hipertireoidismo?',
    cancer: 'Tem câncer ou faz quimioterapia?',
    lowMinerals: 'Já teve potássio, magnésio ou fósforo baixo?',
    gout: 'Já teve crise de gota (ácido úrico alto)?',
    alcohol: 'Bebe álcool todo dia ou tem dependência?',
    diabetesMedication: 'Toma insulina ou remédio para baixar a glicose?',
    pressureMedication: 'Toma remédio para pressão ou diurético?',
    dailyMedication: 'Toma algum outro remédio todos os dias?',
    illOrSurgery: 'Está com febre, vômito ou diarreia, ou operou há menos de 4 semanas?',
    signsInJejum1: 'Teve algum sinal de alerta no Jejum I?',
  } satisfies Record<PreFastQuestion, string>,
  /** When the profile tells the BMI, it is shown instead of asked. */
  bmiFact: (bmi: string, low: boolean) =>
    low
      ? `Pelo seu peso e altura, seu IMC é ${bmi}: abaixo de 18,5 (abaixo do peso).`
      : `Pelo seu peso e altura, seu IMC é ${bmi}: não está abaixo de 18,5.`,
  /** When the diary tells the weight lost before the challenge, it is shown instead of asked. */
  weightLossFact: (percent: number, since: string, high: boolean) =>
    high
      ? `Pelo seu diário, seu peso caiu ${percent}% desde ${since}: mais de 10% em poucos meses.`
      : `Pelo seu diário, seu peso não caiu mais de 10% nos últimos 6 meses.`,
  /** The check a page at a time: where she is, and the way on and back. */
  part: (n: number, of: number) => `Parte ${n} de ${of}`,
  next: 'Continuar',
  back: 'Voltar',
  /** The step before submitting: her "sim" answers listed, so a slip is caught before it is stored. */
  review: 'Revisar respostas',
  reviewTitle: 'Confira antes de concluir',
  reviewYes: 'Você respondeu sim a:',
  reviewNone: 'Você respondeu não a todas as perguntas.',
  reviewFix: 'Se alguma resposta não está certa, corrija antes de concluir.',
  fix: 'Corrigir respostas',
  submit: 'Concluir verificação',
  stop: {
    title: 'Não faça este jejum sem acompanhamento médico',
    text: (length: string) =>
      `Pelo que você respondeu, um jejum de ${length} pode não ser seguro para você sem um médico acompanhando. Parar aqui é a decisão certa.`,
    /**
     * The check stopped a fast that was running: its clock stopped with it, at `duration`; null when
     * the end is the app's count (a bottle ticked on a later day moved it), not the hours she fasted.
     */
    ended: (duration: string | null) =>
      `O relógio do jejum foi parado${duration === null ? '' : ` em ${duration}`}. Volte a comer aos poucos, com os passos para sair do jejum.`,
    alternative:
      'Em vez de jejuar, siga com os dias de cetocarnívora: carnes, ovos e gorduras até sentir saciedade, como nos dias 1 a 3. Você pode continuar marcando os dias e registrando o diário. Converse com seu médico antes de qualquer jejum.',
    link: 'Ver o que comer na cetocarnívora',
    when: (when: string) => `Verificação feita em ${when}.`,
    /** A stop that may be redone, once: for a tap on the wrong button, not to change a true answer. */
    redoNote:
      'Se você tocou em sim por engano, pode refazer a verificação uma vez. Se a resposta era verdadeira, ela vale.',
    redo: 'Refazer a verificação',
    /** An absolute stop (pregnancy, under 18, an eating disorder, diabetes medicine, a low BMI). */
    absoluteNote: 'Esta resposta vale para todos os dias deste jejum: a verificação não é refeita.',
    /** A stop after the one redo. */
    redoneNote: 'A verificação já foi refeita uma vez: esta resposta vale para todos os dias deste jejum.',
    /** A fast left running elsewhere (another tab) while the check says stop. */
    endRunning: 'Encerrar o jejum',
  },
  /** The day's ring on a day of a block the check stopped: what the block is for her. */
  stoppedSummary: 'Sem jejum para você: dias de cetocarnívora.',
  /** The day's guidance on Hoje on the days of a block the check stopped. */
  stoppedGuide:
    'Hoje, em vez de jejuar, coma como nos dias de cetocarnívora: carnes, ovos e gorduras até sentir saciedade, com sal rosa e água. Converse com seu médico antes de qualquer jejum.',
  /** Every answer no: not a medical clearance, and stopping stays her choice. */
  pass: 'Nenhuma resposta sim. Isto não é uma liberação médica: o app não examina você. Pare o jejum se aparecer algum sinal de alerta.',
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

/** A check form filled before another answer of the same check, given in another tab: nothing is stored. */
export const checkChangedToast: Toast = {
  kind: 'info',
  title: 'A verificação mudou',
  message: 'Ela foi respondida em outra aba. Veja a resposta nesta tela.',
};

/** A new check of a block whose stop holds: absolute, or already redone once. Nothing is stored. */
export const redoRefusedToast: Record<RedoRefusal, Toast> = {
  absolute: {
    kind: 'error',
    title: 'A verificação não foi refeita',
    message:
      'Uma das suas respostas vale para todos os dias deste jejum: ele só pode ser feito com acompanhamento médico.',
  },
  redone: {
    kind: 'error',
    title: 'A verificação não foi refeita',
    message:
      'Ela já foi refeita uma vez neste jejum, e a resposta anterior vale. Converse com seu médico antes de jejuar.',
  },
};
