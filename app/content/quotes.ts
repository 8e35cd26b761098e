/** The welcome card's motivational quotes (spec §1: 16 of them). */
export const QUOTES: readonly string[] = [
  'Constância vence intensidade. Um dia de cada vez.',
  'Você não precisa ser perfeito, só precisa continuar.',
  'Pequenos passos todos os dias constroem grandes transformações.',
  'O progresso não é uma linha reta: o importante é não desistir.',
  'Cada dia cumprido é uma vitória sobre o corpo antigo.',
  'Feito é melhor que perfeito. Siga em frente!',
  'A disciplina de hoje é o resultado de amanhã.',
  'Não compare seu começo com o final de ninguém.',
  'Errou uma refeição? Recomece na próxima. Isso é constância.',
  'Seu corpo está mudando, mesmo quando a balança não mostra.',
  'Quinze dias passam de qualquer jeito. Faça eles valerem a pena.',
  'Persistência transforma o difícil em hábito.',
  'Você já chegou até aqui. Não pare agora!',
  'O sucesso é a soma de pequenos esforços repetidos dia após dia.',
  'Progresso, não perfeição.',
  'Acredite no processo: cada escolha certa conta.',
];

/** Under the quote, on the welcome and on Hoje. */
export const QUOTE_CAPTION = 'Frase para inspirar';
