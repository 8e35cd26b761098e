/**
 * Hoje's words for the fasting days: the clock, its start, its
 * end, the bottle of electrolytes. Nothing here tells her to keep going;
 * ending a fast is always hers to choose, and said without guilt.
 */
import type { GateReason } from '~/domain/fast-gate';
import type { FastStartError } from '~/domain/fasting';
import type { Toast } from '~/domain/toast';
import { onDay } from './words';

export const FAST_START_MESSAGES: Record<FastStartError, string> = {
  missing: 'Informe a data e a hora em que o jejum começou.',
  invalid: 'Informe uma data e uma hora válidas.',
  future: 'O início do jejum não pode estar no futuro.',
  'before-block':
    'O início do jejum não pode ser antes da véspera do bloco de jejum (dia 3 para o Jejum I, dia 9 para o Jejum Final).',
  'too-old': 'O início do jejum não pode ser de mais de 8 dias atrás.',
};

/** A start typed before the record of fasts allows one (domain/fast-gate.ts): when it may begin. */
export const fastStartBeforeGap = (day: string, time: string) =>
  `Este início é cedo demais: o próximo jejum pode começar a partir de ${day}, às ${time}.`;

/** The stages of a fast, as a sentence for screen readers (the ring shows the word). */
const FAST_CLOCK_STAGE = [
  'usando a última refeição',
  'usando as reservas do fígado',
  'usando mais gordura como energia',
  'cetose',
] as const;

export const FAST_CLOCK = {
  /** The region of the fast on Hoje, as a screen reader names it. */
  region: 'Relógio do jejum',
  /** The hero's label for the ring. */
  ringLabel: 'Horas de jejum',
  /** Inside the ring: the hours fasted, and of how many. */
  ringHours: (hours: number) => `${hours}\u00a0h`,
  ringOf: (planned: number) => `de ${planned}\u00a0h`,
  blockDay: (day: number, of: number) => `Dia ${day} de ${of} do jejum`,
  hoursOf: (hours: number, planned: number) => `${hours}\u00a0h de ${planned}\u00a0h`,
  endsAt: (when: string) => `Termina ${onDay(when)}`,
  endedAt: (when: string) => `Encerrado ${onDay(when)}`,
  doneAt: (when: string) => `Concluído ${onDay(when)}`,
  goal: (block: string, hours: number, lastDay: number) =>
    `${block}: ${hours}\u00a0h a partir da última refeição, no máximo até o fim do dia ${lastDay}.`,
  nextMark: (hours: number, wait: string) => `Próxima marca: ${hours}\u00a0h, em ${wait}.`,
  /** Inside the big ring of a running fast: the time fasted, and the time left. */
  left: (duration: string) => `faltam ${duration}`,
  /** What the body is doing, in a word or two, by the hours fasted (the marks' notes say more). */
  stageWord: (hours: number) =>
    hours < 12 ? 'última refeição' : hours < 24 ? 'reservas do fígado' : hours < 48 ? 'mais gordura' : 'cetose',
  stage: (hours: number) => `Agora: ${FAST_CLOCK_STAGE[hours < 12 ? 0 : hours < 24 ? 1 : hours < 48 ? 2 : 3]}`,
  /** The 192 line in the hero, short: the whole list is in the signs below. */
  emergency:
    'Dor no peito, desmaio, confusão, falta de ar, convulsão ou palpitações com tontura: ligue 192, ou peça para alguém ligar.',
  marks: 'Marcas do jejum',
  /** When the fast began, in the words of its end ('Termina na sexta, 06/03, às 20:00'): the hero says how long. */
  startedOn: (when: string) => `Começou ${onDay(when)}.`,
  done: 'Jejum concluído',
  doneLine: (duration: string) => `Você concluiu ${duration} de jejum. Agora, volte a comer aos poucos.`,
  ended: 'Jejum encerrado',
  endedLine: (duration: string) => `Você jejuou ${duration}. Volte a comer aos poucos.`,
  /**
   * An end a bottle moved past her tap (FastingRecord `endedAhead`): what the app counts, `when`
   * ('quarta, 25/11, às 00:00'), and why; never that she fasted the hours to it.
   */
  countedTo: (when: string) => `Contado até ${when}`,
  aheadLine:
    'Uma garrafa de eletrólitos foi marcada em um dia depois do horário em que você encerrou o jejum. Por isso, o app conta o jejum até essa data. Volte a comer aos poucos.',
  end: 'Encerrar o jejum',
  endNote: 'Você pode encerrar quando quiser. Parar quando o corpo pede é cuidar de você.',
  /** Under the hero's button, in one line. */
  endNoteShort: 'Você pode encerrar quando quiser.',
  undoNote: 'Encerrou sem querer?',
  undo: 'Desfazer',
  // The start.
  startTitle: 'Início do jejum',
  startLabel: 'Sua última refeição',
  startDescription:
    'O jejum começa depois da última refeição: às 20h da véspera, se foi essa a hora. Ajuste se comeu em outro horário.',
  startDescriptionEve: 'Marque depois da última refeição de hoje. Ajuste a hora se comeu mais cedo.',
  start: 'Comecei o jejum',
} as const;

export const fastStartedToast: Toast = {
  kind: 'success',
  title: 'Jejum iniciado ⏱️',
  message: 'Beba água conforme a sede e 1 garrafa de eletrólitos no dia. Pare se sentir algum sinal de alerta.',
};

/** The start of a fast that cannot be (domain/fasting.ts `FastStartError`): the field says why. */
export const fastStartRefusedToast = (message: string): Toast => ({
  kind: 'error',
  title: 'Confira o início do jejum',
  message,
});

export const checkFirstToast: Toast = {
  kind: 'error',
  title: 'Faça a verificação primeiro',
  message: 'O relógio do jejum começa depois da verificação antes do jejum, em Início.',
};

export const fastEndedToast = (duration: string): Toast => ({
  kind: 'success',
  title: 'Jejum encerrado',
  message: `Você jejuou ${duration}. Volte a comer aos poucos, começando com pouca comida.`,
});

/**
 * "Encerrar o jejum" with the phone's clock before the day of the last bottle of electrolytes ticked
 * (domain/fast-log.ts `endedAheadOf`): the app counts the fast to that later moment, `when`
 * ('quarta, 25/11, às 00:00'), and says so, never that she fasted the hours to it.
 */
export const fastEndedAheadToast = (when: string): Toast => ({
  kind: 'success',
  title: 'Jejum encerrado',
  message: `O horário do celular é anterior ao dia da última garrafa de eletrólitos registrada. Por isso, o app conta este jejum até ${when}. Volte a comer aos poucos, começando com pouca comida.`,
});

export const fastResumedToast: Toast = {
  kind: 'info',
  title: 'Jejum retomado',
  message: 'O relógio voltou a contar desde o início do jejum.',
};

const notSaved = (message: string): Toast => ({ kind: 'error', title: 'Não foi possível salvar', message });

/** A fasting day's post that does not fit the day it is made on (a page left open, an old tab): nothing was saved. */
export const NOT_SAVED_TOAST = {
  bottle: notSaved('A garrafa de eletrólitos é marcada nos dias de jejum. Toque de novo.'),
  refeedStep: notSaved('Toque de novo no passo.'),
  preFastCheck: notSaved('A verificação é feita da véspera de cada jejum até o último dia dele.'),
} as const satisfies Record<string, Toast>;

/** On fasting days, where she drinks: the daily limit of the recipe (spec §9, content/phases.ts). */
export const ELECTROLYTES_TODAY = {
  /** In the day's guidance, on a fasting day; the bottle itself is ticked in the hero. */
  limit: '1 garrafa de 500 mL por dia (1 colher de chá rasa); o resto, água pura.',
  counterShort: (bottles: number, of: number) => `Eletrólitos: ${bottles} de ${of}`,
  /** The bottle as a line of the hero: the counter and a short tap. */
  tickShort: 'Marcar garrafa',
  untickShort: 'Desmarcar',
  recipe: 'Ver a receita de eletrólitos',
} as const;

/** Whole hours ago, never "0 horas"; the number never parts from its word at the end of a line ('há 14 / horas'). */
const hoursAgo = (hours: number) =>
  hours < 1 ? 'menos de 1\u00a0hora' : hours === 1 ? '1\u00a0hora' : `${hours}\u00a0horas`;

/**
 * A fast the record of fasts does not allow yet (domain/fast-gate.ts): said
 * kindly, with when the next may start and what to eat until then. Nothing
 * is stored by the refusal.
 */
export const FAST_GATE = {
  title: 'Ainda não é hora de um novo jejum',
  /**
   * When she ended the last fast and when the next may start. `last`: the hours since that end, or, for an
   * end later than now (a bottle counted it ahead, or the phone's clock stands behind it), the moment the app
   * counts the fast to: never hours she is told have passed. `pastBlock`: that start falls after the last
   * day of this block, so the date is said as the rule's limit ('Outro jejum só poderia…'), not a plan, in the
   * same sentence as the end of the block.
   */
  since: (
    last: { hours: number } | { countedTo: { day: string; time: string } },
    day: string,
    time: string,
    pastBlock: string | null = null,
  ) => {
    const ago =
      'countedTo' in last
        ? `O app conta o último jejum até ${last.countedTo.day}, às ${last.countedTo.time}.`
        : `Você terminou um jejum há ${hoursAgo(last.hours)}.`;
    return pastBlock === null
      ? `${ago} O próximo pode começar a partir de ${day}, às ${time}.`
      : `${ago} Outro jejum só poderia começar a partir de ${day}, às ${time}, depois do último dia do ${pastBlock}: neste desafio, esse jejum não acontece.`;
  },
  why: {
    gap: 'Entre dois jejuns longos, o corpo precisa de pelo menos 60 horas comendo normalmente.',
    rest: 'Depois de um jejum de mais de 3 dias, são 7 dias sem jejum para o corpo se recuperar.',
    count: 'São no máximo 2 jejuns de 24 horas ou mais a cada 15 dias.',
  } satisfies Record<GateReason, string>,
  instead:
    'Até lá, coma como nos dias de cetocarnívora: carnes, ovos e gorduras até sentir saciedade, com sal rosa e água.',
  insteadAfterBlock:
    'Nos próximos dias, coma como nos dias de cetocarnívora: carnes, ovos e gorduras até sentir saciedade, com sal rosa e água.',
  link: 'Ver o que comer na cetocarnívora',
} as const;

/** "Comecei o jejum" refused by the record of fasts: the same words as the card. */
export const fastGatedToast = (since: string): Toast => ({
  kind: 'error',
  title: FAST_GATE.title,
  message: since,
});
