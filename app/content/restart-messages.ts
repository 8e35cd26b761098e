/** The 5 motivational messages of the restart dialog (spec §4 "Restart protocol", §9). */
export const RESTART_MESSAGES = [
  'Cada recomeço é uma nova chance de ir ainda mais longe. Você já provou que consegue! 💪',
  'Seu corpo aprendeu o caminho. Agora é hora de acelerar a transformação! 🔥',
  'Quem conclui um desafio está pronto para o próximo. Bora para mais 15 dias! 🚀',
  'Constância vence a perfeição: mais um ciclo e você fica ainda mais forte! 🌟',
  'Você venceu o corpo antigo uma vez. Vamos juntos conquistar a próxima vitória! 🏆',
] as const;
