/** The floor page's words: the size of the largest text on M15's welcome. */
export const FLOOR_HEADING = 'Bem-vindo ao M15';
export const FLOOR_TEXT =
  'O M15 tem dias de jejum. Este parágrafo tem o tamanho do maior texto da tela inicial, para medir o piso desta máquina.';
