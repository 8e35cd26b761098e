/**
 * Safety guidance for the fasting blocks (Jejum I, days 4-6; Jejum Final, days 10-15).
 * Reviewed against public health sources: see docs/fasting-guidance-sources.md.
 * Plain pt-BR text only: no HTML, no Markdown. Foods named here stay inside the
 * protocol (meat, eggs, fish, fats; no sugar or flour) and the spec §9 allowed items.
 */

import type { FastMilestoneHours } from '~/domain/fasting';
import type { CheckedBlock, PreFastQuestion } from '~/domain/pre-fast-check';

/** The app is not a doctor: said wherever fasting is explained. */
export const NOT_A_DOCTOR =
  'Este app não substitui médico nem nutricionista: se você tem alguma doença ou toma remédio todos os dias, converse com um deles antes de jejuar.';

/** Where the full guidance is: the Phases screen, on a fasting tab. */
export const SAFETY_PATH = '/fases?fase=jejum-1#seguranca';

export interface SafetyList {
  title: string;
  items: readonly string[];
}

export interface WarningSigns extends SafetyList {
  /** Chest pain, fainting or confusion: call 192 first, before anything else. */
  emergency: string;
  /** What to do when any other sign appears. */
  action: string;
}

export interface BreakFastGuide {
  title: string;
  /** One short sentence per step, in order. */
  steps: readonly string[];
}

export interface FastingSafety {
  title: string;
  intro: string;
  /** People who must talk to a doctor before fasting. */
  whoShouldNot: SafetyList;
  /** Signs to stop the fast and seek care. */
  warningSigns: WarningSigns;
  breakFast: {
    /** After the 3-day Jejum I, into Cetocarnívora II. */
    day7: BreakFastGuide;
    /** After the 6-day Jejum Final; refeeding risk is real here. */
    day16: BreakFastGuide;
  };
  notADoctor: string;
}

export const FASTING_SAFETY: FastingSafety = {
  title: 'Jejum com segurança',
  intro:
    'A maioria dos adultos saudáveis tolera bem jejuns curtos. Jejuns longos, como os 6 dias do Jejum Final, pedem mais cuidado: escute o seu corpo e pare se algo não estiver bem.',
  whoShouldNot: {
    title: 'Quem precisa falar com um médico antes de jejuar',
    items: [
      'Grávidas e mulheres que estão amamentando.',
      'Pessoas com diabetes ou que tomam remédio para a glicose (açúcar no sangue).',
      'Pessoas que tomam remédio para pressão ou que têm doença do coração, como arritmia.',
      'Pessoas com doença nos rins.',
      'Pessoas com histórico de transtorno alimentar, como anorexia, bulimia ou compulsão.',
      'Menores de 18 anos.',
      'Pessoas abaixo do peso (IMC menor que 18,5).',
      'Pessoas que já tiveram crise de gota (ácido úrico alto).',
      'Quem toma qualquer remédio todos os dias.',
    ],
  },
  warningSigns: {
    title: 'Sinais para parar o jejum',
    items: [
      'Tontura que não passa quando você senta ou deita, ou desmaio.',
      'Palpitações: coração disparado, batendo forte ou fora do ritmo.',
      'Confusão, dificuldade para pensar ou para falar.',
      'Fraqueza intensa, que impede você de fazer as coisas do dia.',
      'Dor ou aperto no peito, ou falta de ar.',
      'Vômitos que se repetem, ou pouca urina e bem escura.',
    ],
    emergency:
      'Dor ou aperto no peito, desmaio ou confusão: ligue 192 (SAMU) primeiro. Depois, pare o jejum e siga o que a equipe disser.',
    action:
      'Com qualquer outro sinal, pare o jejum na hora. Sente ou deite, beba água com eletrólitos e, quando se sentir melhor, coma algo leve, como ovos ou caldo de carne. Quem usa remédio para diabetes deve seguir a orientação do médico para açúcar baixo. Se não melhorar logo, procure um posto de saúde ou pronto-atendimento.',
  },
  breakFast: {
    day7: {
      title: 'Dia 7: como sair do Jejum I',
      steps: [
        'Quebre o jejum com pouca comida, como 2 ovos ou uma xícara de caldo de carne.',
        'Coma devagar e mastigue bem.',
        'Espere 1 ou 2 horas antes de comer de novo.',
        'Depois, siga a Cetocarnívora II com carnes, ovos e gorduras, sem exagerar nas primeiras refeições.',
        'Não quebre o jejum com doces, pão, frutas ou sucos.',
        'Continue bebendo água e use sal rosa na comida.',
        'Se aparecer algum sinal de alerta, pare e procure atendimento.',
      ],
    },
    day16: {
      title: 'Dia 16: como sair do Jejum Final',
      steps: [
        'Depois de 6 dias sem comer, volte a comer aos poucos.',
        'Na primeira refeição, coma pouco: uma xícara de caldo de carne ou 1 ou 2 ovos.',
        'Espere algumas horas e veja como você se sente antes da próxima refeição.',
        'Nos primeiros 3 dias, faça refeições pequenas de carne, ovos ou peixe, com um pouco de gordura.',
        'Aumente a quantidade devagar, um pouco a cada dia.',
        'Não coma açúcar, doces, pão, massas, sucos nem refrigerante.',
        'Muito açúcar logo depois de um jejum longo pode desequilibrar os sais minerais do corpo.',
        'Continue tomando água com eletrólitos nesses primeiros dias.',
        'Depois, siga 7 dias de cetocarnívora, como o protocolo recomenda.',
        'Nos dias seguintes, inchaço nas pernas, falta de ar, coração disparado, fraqueza ou confusão são sinais de alerta: procure atendimento.',
        'Se você ficou muito fraco no jejum ou tem alguma doença, combine a volta da alimentação com um médico.',
      ],
    },
  },
  notADoctor: NOT_A_DOCTOR,
};

export interface FastMilestone {
  hours: FastMilestoneHours;
  title: string;
  /** One or two short sentences for the fasting clock. */
  note: string;
}

export const FAST_MILESTONES: readonly FastMilestone[] = [
  {
    hours: 12,
    title: '12 h de jejum',
    note: 'O corpo está usando o açúcar guardado no fígado e começa a queimar mais gordura. Beba água ao longo do dia.',
  },
  {
    hours: 24,
    title: '24 h de jejum',
    note: 'A fome costuma vir em ondas e passa depois de um tempo. Beba água, café preto ou chá, e tome os eletrólitos aos poucos.',
  },
  {
    hours: 48,
    title: '48 h de jejum',
    note: 'Entre o 1º e o 3º dia, o corpo costuma entrar em cetose e usar mais gordura como energia. Descanse e levante devagar. Tontura forte, palpitações ou fraqueza intensa: pare. Confusão: ligue 192.',
  },
  {
    hours: 72,
    title: '72 h de jejum',
    note: 'Três dias inteiros: mantenha água e eletrólitos e evite esforço pesado. Desmaio, dor no peito ou confusão: ligue 192. Palpitações ou fraqueza intensa: pare e procure atendimento.',
  },
  // 16 h is a mark on the clock only: no note of its own.
  {
    hours: 96,
    title: '96 h de jejum',
    note: 'Quatro dias inteiros: continue com água e eletrólitos e descanse. Desmaio, dor no peito ou confusão: ligue 192. Palpitações ou fraqueza intensa: pare e procure atendimento. Parar o jejum é sempre permitido.',
  },
  {
    hours: 120,
    title: '120 h de jejum',
    note: 'Cinco dias inteiros: levante devagar e evite esforço. Desmaio, dor no peito ou confusão: ligue 192. Palpitações ou fraqueza intensa: pare e procure atendimento.',
  },
  {
    hours: 144,
    title: '144 h de jejum',
    note: 'Seis dias: a meta do Jejum Final. Volte a comer aos poucos, com refeições pequenas. Nos dias seguintes, inchaço, palpitações ou fraqueza: procure atendimento; desmaio, dor no peito ou confusão: ligue 192.',
  },
];

/** Shown the day before each fasting block: day 3 (before Jejum I) and day 9 (before Jejum Final). */
export const PRE_FAST_NOTE: { before4: string; before10: string } = {
  before4:
    'Amanhã começa o Jejum I, de 3 dias. Hoje, deixe os eletrólitos prontos, beba água e planeje dias mais tranquilos, sem esforço pesado. Se toma remédio todos os dias, não pare por conta própria: fale com o seu médico. Antes de começar, leia quem precisa falar com um médico antes de jejuar.',
  before10:
    'Amanhã começa o Jejum Final: 6 dias só com água, café preto, chá sem adoçante e eletrólitos. Deixe os eletrólitos prontos, beba água hoje e planeje descanso. Avise alguém de confiança que você vai jejuar. Leia de novo quem precisa falar com um médico antes de jejuar e os sinais para parar.',
};

/**
 * The check before Jejum I and the Jejum Final (issue 23), asked on "Hoje"
 * on the day before each block and on its first day. Each question is one
 * item of `whoShouldNot`; every yes is a hard stop. The answers are not kept.
 */
export const PRE_FAST_CHECK = {
  title: {
    'jejum-1': 'Antes do Jejum I: verificação rápida',
    'jejum-final': 'Antes do Jejum Final: verificação rápida',
  } satisfies Record<CheckedBlock, string>,
  /** How long each block fasts, for the stop message. */
  length: { 'jejum-1': '3 dias', 'jejum-final': '6 dias' } satisfies Record<CheckedBlock, string>,
  intro: 'Responda sim ou não. As respostas não são guardadas: o app guarda só que a verificação foi feita, e quando.',
  questions: {
    pregnant: 'Você está grávida ou amamentando?',
    under18: 'Você tem menos de 18 anos?',
    eatingDisorder: 'Você tem ou já teve transtorno alimentar, como anorexia, bulimia ou compulsão?',
    diabetesMedication: 'Você toma remédio para diabetes (para baixar a glicose), como insulina?',
    heartOrKidney: 'Você tem doença do coração ou doença nos rins?',
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
      `Pelo que você respondeu, um jejum de ${length} pode não ser seguro para você sem um médico acompanhando. Não faça este jejum por conta própria.`,
    alternative:
      'Em vez de jejuar, siga com os dias de cetocarnívora: carnes, ovos e gorduras até ficar saciado, como nos dias 1 a 3. Você pode continuar marcando os dias e registrando o diário. Converse com seu médico antes de qualquer jejum.',
    link: 'Ver o que comer na cetocarnívora',
  },
  pass: 'Nenhuma resposta sim. Mesmo assim, pare o jejum se aparecer algum sinal de alerta, e leia de novo os sinais para parar.',
  done: (when: string) => `Verificação feita em ${when}.`,
  doneReminder:
    'Se alguma resposta foi sim, não faça este jejum sem acompanhamento médico: siga com as refeições de cetocarnívora.',
} as const;
