import { titleOf } from './screens';

/** The Fases screen's own words, and the titles of a phase's sections. */
export const PHASES_SCREEN = {
  /** The document title and the page's heading. */
  title: titleOf('/fases'),
  subtitle: 'O que pode comer e beber em cada fase',
  advice: 'Orientações',
  baseMenu: 'Cardápio base',
  fastAllowed: 'O que é permitido',
} as const;

/** Ceto phases: eat until satisfied, nothing weighed or counted (spec §9). */
export const CETO_ADVICE = [
  'Coma até sentir saciedade: não precisa pesar a comida nem contar calorias.',
  'Evite vegetais e alimentos ultraprocessados.',
  'Use sal rosa para temperar.',
  'Hidrate-se bem ao longo do dia.',
] as const;

export const BASE_MENU = [
  { meal: 'Café da manhã', food: 'Ovos, bacon e café preto' },
  { meal: 'Almoço', food: 'Carne com manteiga' },
  { meal: 'Jantar', food: 'Peixe gordo, queijo ou ovos' },
] as const;

/** Fasting phases: the only things allowed (spec §9). */
export const FAST_ALLOWED = [
  'Água',
  'Café preto sem açúcar',
  'Chá sem adoçante',
  'Eletrólitos (receita abaixo)',
] as const;

/** The electrolyte recipe, quantities exactly as the protocol gives them (spec §9). */
export const ELECTROLYTES = {
  title: 'Receita de eletrólitos',
  ingredients: [
    '75 g de cloreto de sódio (sal de cozinha)',
    '11,5 g de cloreto de potássio',
    '11,7 g de malato de magnésio ou 8 g de malato de dimagnésio',
  ],
  howTo: [
    'Misture tudo e guarde em um pote fechado.',
    'Use 1 colher de chá rasa em 500 mL de água.',
    'Beba aos poucos ao longo do dia.',
    'Não adicione limão nem adoçante.',
  ],
  /** The daily limit and who must ask a doctor first (docs/safety/sources.md, "Electrolytes"). */
  limit:
    'Limite: no máximo 1 colher de chá rasa da mistura por dia, a não ser que seu médico oriente outra quantidade. Ela é quase toda sal de cozinha, e 1 colher de chá de sal já é o máximo de sal recomendado para um dia inteiro.',
  /** The daily limit in bottles, as the report puts it: the same limit as `limit`. */
  perDay: 'Por dia, no máximo 1 garrafa de 500 mL com 1 colher de chá rasa da mistura; o resto do dia, água pura.',
  potassiumCaution:
    'Cuidado com o potássio: a mistura tem cloreto de potássio. Se você toma remédio para pressão ou tem doença nos rins, não use esta receita sem falar com seu médico: potássio em excesso pode afetar o coração.',
} as const;

export const FAST_INTRO: Record<'jejum-1' | 'jejum-final', string> = {
  'jejum-1': 'Dias 4 a 6: jejum com água, café e chá.',
  'jejum-final':
    'Dias 10 a 15: jejum total. Sem comida, mas água, café e chá sem açúcar e eletrólitos estão liberados.',
};
export const CETO_INTRO: Record<'ceto-1' | 'ceto-2', string> = {
  'ceto-1': 'Dias 1 a 3: carnes, ovos e gorduras.',
  'ceto-2': 'Dias 7 a 9: carnes, ovos e gorduras.',
};

/** Fases' hero: today's phase and its days, and the one action from here. */
export const PHASES_HERO = {
  today: 'Fase de hoje',
  first: 'Primeira fase',
  days: (first: number, last: number) => `Dias ${first} a ${last}`,
  dayOf: (day: number, total: number) => `Hoje é o dia ${day} de ${total}.`,
  noStart: 'Informe a data de início no Perfil e o app mostra a fase de cada dia.',
  goToday: (day: number) => `Ir para o dia ${day}`,
  setStart: 'Informar a data de início',
  openToday: 'Abrir Hoje',
  /** The folds of the long texts, closed at first. */
  more: 'Saiba mais',
  electrolyteMore: 'Saiba mais: limite e cuidados',
} as const;
