/**
 * Safety guidance for the fasting blocks (Jejum I, days 4-6; Jejum Final, days 10-15).
 * Reviewed against public health sources: see docs/safety/sources.md.
 * Plain pt-BR text only: no HTML, no Markdown. Foods named here stay inside the
 * protocol (meat, eggs, fish, fats; no sugar or flour) and the spec §9 allowed items.
 */

import type { FastMilestoneHours } from '~/domain/fasting';
import type { RefeedStepOf } from '~/domain/refeed';
import { NOT_A_DOCTOR } from './safety-note';

interface SafetyList {
  title: string;
  items: readonly string[];
}

interface WarningSigns extends SafetyList {
  /**
   * Chest pain, fainting, confusion, shortness of breath, a seizure, or
   * palpitations with dizziness: call 192 (or have someone call) first,
   * before anything else.
   */
  emergency: string;
  /** What to do when any other sign appears. */
  action: string;
}

interface BreakFastGuide<Step extends string = string> {
  title: string;
  /** Said before the steps on Fases, if anything (Hoje's card says which day after the fast it is there). */
  intro?: string;
  /** One short sentence per step, by the step's id (domain/refeed.ts, REFEED_STEPS, gives their order). */
  steps: Record<Step, string>;
  /**
   * The signs to watch for afterwards, with what each asks: `care` for the
   * milder ones, `call` (192) for the grave ones. Said once, under the steps
   * (with why the scale goes up). Fases says both; Hoje says `care` only,
   * since its 192 line (AFTER_FAST.emergency, every sign of `call` in it)
   * always stands on the same screen, first in the card or in the hero above.
   */
  warning: { care: string; call: string };
  /** Anything else to know afterwards. */
  notes: readonly string[];
}

export interface FastingSafety {
  title: string;
  intro: string;
  /** People who must talk to a doctor before fasting. */
  whoShouldNot: SafetyList;
  /** Signs to stop the fast and seek care. */
  warningSigns: WarningSigns;
  /** How to come out of each block's fast (on Hoje the day she eats again, day 7 and day 16; on Fases). */
  breakFast: {
    /** After the 3-day Jejum I, into Cetocarnívora II. */
    'jejum-1': BreakFastGuide<RefeedStepOf<'jejum-1'>>;
    /** After the 6-day Jejum Final; refeeding risk is real here. */
    'jejum-final': BreakFastGuide<RefeedStepOf<'jejum-final'>>;
  };
  notADoctor: string;
}

export const FASTING_SAFETY: FastingSafety = {
  title: 'Jejum com segurança',
  intro:
    'A maioria dos adultos saudáveis tolera bem jejuns curtos. Jejuns longos, como os 6 dias do Jejum Final, pedem mais cuidado. Escute o seu corpo e pare se algo não estiver bem: parar é sempre a decisão certa.',
  whoShouldNot: {
    title: 'Quem precisa falar com um médico antes de jejuar',
    items: [
      'Grávidas e mulheres que estão amamentando.',
      'Menores de 18 anos e pessoas com 65 anos ou mais.',
      'Pessoas abaixo do peso (IMC menor que 18,5) ou que perderam mais de 10% do peso sem querer nos últimos 6 meses.',
      'Pessoas com histórico de transtorno alimentar, como anorexia, bulimia ou compulsão.',
      'Pessoas com diabetes, com ou sem remédio, e quem toma insulina ou remédio para a glicose (açúcar no sangue).',
      'Pessoas com doença do coração, arritmia ou desmaios, ou com doença nos rins.',
      'Pessoas com doença no fígado, hipertireoidismo, câncer ou em quimioterapia.',
      'Quem já teve potássio, magnésio ou fósforo baixo em um exame.',
      'Quem bebe álcool todos os dias ou tem dependência de álcool.',
      'Pessoas que já tiveram crise de gota (ácido úrico alto).',
      'Quem toma remédio para pressão, diurético ou qualquer remédio todos os dias.',
      'Quem está com febre, vômito ou diarreia, ou fez cirurgia nas últimas 4 semanas.',
      'Antes do Jejum Final: quem teve algum sinal de alerta no Jejum I.',
    ],
  },
  warningSigns: {
    title: 'Sinais para parar o jejum',
    items: [
      'Tontura ao ficar de pé: sente ou deite na hora. Se a tontura voltar, pare o jejum.',
      'Palpitações (coração disparado, batendo forte ou fora do ritmo): pare o jejum e procure atendimento, numa UPA ou pelo 192.',
      'Desmaio, confusão, dificuldade para pensar ou para falar.',
      'Dor ou aperto no peito, falta de ar ou convulsão.',
      'Fraqueza forte, que impede você de fazer as coisas do dia.',
      'Câimbras, formigamento ou dormência.',
      'Dor de cabeça forte.',
      'Mudança na visão, como visão embaçada ou dupla.',
      'Vômito ou diarreia que não passa, ou pouca urina e bem escura.',
      'Dor na barriga.',
      'Uma articulação quente, inchada e doendo (pode ser crise de gota).',
      'Febre.',
    ],
    emergency:
      'Dor ou aperto no peito, desmaio, confusão, falta de ar, convulsão, ou palpitações com tontura: ligue 192 (SAMU) primeiro, ou peça para alguém ligar. Depois, pare o jejum e siga o que a equipe disser.',
    action:
      'Com qualquer outro sinal, pare o jejum na hora. Sente ou deite, beba água e, quando se sentir melhor, coma algo leve, como ovos ou caldo de carne. Quem usa remédio para diabetes deve seguir a orientação do médico para açúcar baixo. Se não melhorar logo, procure uma UPA ou um posto de saúde.',
  },
  breakFast: {
    'jejum-1': {
      title: 'Como sair do Jejum I',
      steps: {
        'small-first': 'Quebre o jejum com pouca comida: uma xícara de caldo de carne ou 1 ou 2 ovos.',
        slowly: 'Coma devagar e mastigue bem.',
        wait: 'Espere 1 ou 2 horas antes de comer de novo.',
        'no-sugar': 'Não quebre o jejum com doces, pão, frutas ou sucos.',
        'water-salt': 'Continue bebendo água e use sal rosa na comida.',
        ceto: 'Nos 2 primeiros dias, faça refeições pequenas de carne, ovos ou peixe, sem açúcar nem farinha. Depois, siga a Cetocarnívora II.',
      },
      warning: {
        care: 'Se as pernas incharem, faltar ar, o coração disparar ou vier uma fraqueza forte, procure atendimento.',
        call: 'Confusão, desmaio, dor no peito ou falta de ar forte: ligue 192 ou peça para alguém ligar.',
      },
      notes: [],
    },
    'jejum-final': {
      title: 'Como sair do Jejum Final',
      intro: 'Depois de 6 dias sem comer, volte a comer aos poucos.',
      steps: {
        'small-first': 'Na primeira refeição, coma pouco: uma xícara de caldo de carne ou 1 ou 2 ovos.',
        wait: 'Espere algumas horas e veja como você se sente antes da próxima refeição.',
        'small-meals':
          'Nos primeiros 3 dias, faça refeições pequenas de carne, ovos ou peixe, com um pouco de gordura.',
        'slowly-more': 'Aumente a quantidade devagar, um pouco a cada dia.',
        'no-sugar':
          'Não coma açúcar, doces, pão, massas, sucos nem refrigerante: muito açúcar logo depois de um jejum longo pode desequilibrar os sais minerais do corpo.',
        electrolytes:
          'Nesses primeiros dias, continue com no máximo 1 garrafa de eletrólitos por dia (a mesma receita), e água conforme a sede.',
        ceto: 'Depois, siga 7 dias de cetocarnívora, como o protocolo recomenda.',
      },
      warning: {
        care: 'Nos dias seguintes, se as pernas incharem, faltar ar, o coração disparar ou vier uma fraqueza forte, procure atendimento.',
        call: 'Confusão, desmaio, dor no peito ou falta de ar forte: ligue 192 ou peça para alguém ligar.',
      },
      notes: [
        'Se você sentiu muita fraqueza no jejum, ou tem alguma doença, combine a volta da alimentação com um médico.',
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
    title: '12 h de jejum',
    note: 'O corpo está usando o açúcar guardado no fígado e começa a queimar mais gordura. Beba água ao longo do dia.',
  },
  {
    hours: 24,
    title: '24 h de jejum',
    note: 'A fome costuma vir em ondas e passa depois de um tempo. Beba água, café preto ou chá, e tome os eletrólitos aos poucos.',
  },
  {
    hours: 48,
    title: '48 h de jejum',
    note: 'Entre o 1º e o 3º dia, o corpo costuma entrar em cetose e usar mais gordura como energia. Descanse e levante devagar. Tontura ao ficar de pé: sente ou deite; se voltar, pare o jejum. Palpitações ou fraqueza forte: pare e procure atendimento. Confusão: ligue 192 ou peça para alguém ligar.',
  },
  {
    hours: 72,
    title: '72 h de jejum',
    note: 'Três dias inteiros: beba água conforme a sede e evite esforço pesado. Desmaio, dor no peito, confusão ou falta de ar: ligue 192 ou peça para alguém ligar. Palpitações ou fraqueza forte: pare e procure atendimento.',
  },
  // 16 h is a mark on the clock only: no note of its own.
  {
    hours: 96,
    title: '96 h de jejum',
    note: 'Quatro dias inteiros: descanse e beba água conforme a sede. Desmaio, dor no peito, confusão ou falta de ar: ligue 192 ou peça para alguém ligar. Palpitações ou fraqueza forte: pare e procure atendimento. Parar o jejum é sempre permitido.',
  },
  {
    hours: 120,
    title: '120 h de jejum',
    note: 'Cinco dias inteiros: levante devagar e evite esforço. Desmaio, dor no peito, confusão ou falta de ar: ligue 192 ou peça para alguém ligar. Palpitações ou fraqueza forte: pare e procure atendimento.',
  },
  {
    hours: 144,
    title: '144 h de jejum',
    note: 'Seis dias: a meta do Jejum Final. Volte a comer aos poucos, com refeições pequenas. Nos dias seguintes, inchaço, palpitações ou fraqueza: procure atendimento. Desmaio, dor no peito, confusão ou falta de ar: ligue 192 ou peça para alguém ligar.',
  },
];

/**
 * With the steps to break a fast: the scale goes up when she eats again, and
 * that is water, not fat (docs/safety/sources.md, "Water weight").
 */
export const WATER_WEIGHT_NOTE =
  'Nos primeiros dias comendo de novo, é comum a balança subir de 1 a 3 kg. É água voltando ao corpo (e a comida no intestino): é esperado e não é gordura.';

/** Shown the day before each fasting block: day 3 (before Jejum I) and day 9 (before Jejum Final). */
export const PRE_FAST_NOTE: { before4: string; before10: string } = {
  before4:
    'Amanhã começa o Jejum I, de 3 dias. Hoje, deixe os eletrólitos prontos, beba água e planeje dias mais tranquilos, sem esforço pesado. Se toma remédio todos os dias, não pare por conta própria: fale com o seu médico. Antes de começar, leia quem precisa falar com um médico antes de jejuar.',
  before10:
    'Amanhã começa o Jejum Final: 6 dias só com água, café preto, chá sem adoçante e eletrólitos. Deixe os eletrólitos prontos, beba água hoje e planeje descanso. Avise alguém de confiança que você vai jejuar. Leia de novo quem precisa falar com um médico antes de jejuar e os sinais para parar.',
};
