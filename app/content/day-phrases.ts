import type { BlockId } from '~/domain/challenge';

/**
 * Spec §4: a day marked done shows one of eight phrases of its range (1-3,
 * 4-6, 7-9, 10-15). The specification does not give their words; ours never
 * push anyone to keep fasting through a warning sign: stopping is allowed.
 */
export const DAY_PHRASES: Record<BlockId, readonly string[]> = {
  'ceto-1': [
    'Primeiro passo dado: seu corpo já começou a mudar.',
    'Começar é a parte mais difícil, e você começou!',
    'Cada refeição de verdade é um voto no seu novo corpo.',
    'Seu metabolismo está acordando. Continue!',
    'Comida de verdade, resultado de verdade.',
    'Você escolheu cuidar de si. Que orgulho!',
    'Um dia de cada vez, e hoje foi seu.',
    'A base está sendo construída. Firme!',
  ],
  'jejum-1': [
    'Jejum cumprido! Seu corpo está aprendendo a queimar gordura.',
    'A fome passa, a conquista fica.',
    'Você é mais forte do que a vontade de comer.',
    'Água, café, chá e determinação: você tem tudo isso.',
    'Cada hora de jejum é um presente para o seu metabolismo.',
    'Disciplina hoje, liberdade amanhã.',
    'Seu corpo agradece a pausa. Continue assim!',
    'Você está provando para si mesmo do que é capaz.',
  ],
  'ceto-2': [
    'Metade do caminho e você segue firme!',
    'Você já sabe o caminho: agora é só seguir.',
    'Seu corpo está cada vez mais eficiente.',
    'A constância está virando hábito.',
    'Mais um dia vencido. O resultado está chegando.',
    'Você voltou a comer com ainda mais consciência.',
    'Progresso não é perfeição, é continuar.',
    'Olhe quanto você já avançou!',
  ],
  'jejum-final': [
    'Reta final! Cada dia agora vale ouro.',
    'Você está escrevendo uma história de vitória.',
    'O corpo antigo está ficando para trás.',
    'Falta pouco. Siga em frente só se o seu corpo estiver bem.',
    'Sua força de vontade é inspiradora.',
    'Parar por causa de um sinal de alerta também é cuidar de você.',
    'Cada dia de jejum final é uma conquista enorme.',
    'Escutar o corpo também faz parte do desafio.',
  ],
};

/**
 * The phrases that speak of the day as behind us: they fit the evening or a
 * day gone by, not a tick at 7 a.m. on a fasting day.
 */
export const DAY_OVER_PHRASES: readonly string[] = [
  DAY_PHRASES['ceto-1'][6]!,
  DAY_PHRASES['jejum-1'][0]!,
  DAY_PHRASES['ceto-2'][4]!,
];
