/**
 * The 5 motivational messages of the restart dialog (spec §4 "Restart protocol", §9).
 * Right after the challenge the refeed comes first: a message that
 * invites another 15 days at once is drawn only after the interval
 * (domain/history.ts, RESTART_WAIT_DAYS).
 */
export const RESTART_MESSAGES = [
  'Cada recomeço é uma nova chance de ir ainda mais longe. Você já provou que consegue! 💪',
  'Seu corpo aprendeu o caminho: no próximo ciclo, você já sabe o que fazer! 🔥',
  'Quem conclui um desafio tem força para o próximo. Bora para mais 15 dias! 🚀',
  'Constância vence a perfeição: mais um ciclo e você fica ainda mais forte! 🌟',
  'Você venceu o corpo antigo uma vez. Vamos juntos conquistar a próxima vitória! 🏆',
] as const;

/** The message that only fits once the interval has passed: it calls for another 15 days now. */
export const RESTART_NOW_MESSAGE = RESTART_MESSAGES[2];

/** The messages that fit at any time, the refeed included. */
export const RESTART_ANYTIME_MESSAGES = RESTART_MESSAGES.filter((m) => m !== RESTART_NOW_MESSAGE);

/** What the closing card and the restart dialog say while the refeed comes first. */
export const REFEED_FIRST = {
  card: 'Agora, a volta à alimentação vem primeiro: refeições pequenas nos primeiros dias, depois cetocarnívora por mais 7 dias. Outro ciclo de jejum só depois disso, e converse com seu médico antes.',
  dialog:
    'Ainda é cedo para outro jejum longo. Se recomeçar agora, escolha no Perfil uma data de início para depois dos 7 dias de cetocarnívora, e converse com seu médico antes de jejuar de novo.',
  later:
    'Para manter os resultados, continue na alimentação cetocarnívora por mais 7 dias, ou recomece o protocolo. Antes de um novo jejum longo, converse com seu médico.',
} as const;
