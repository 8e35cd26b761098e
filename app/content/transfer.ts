/**
 * How to take the data to another device (issue 31): Instalar on a computer
 * (to the phone) and Perfil → Seus dados (to a computer or a new phone).
 */

/** Where the data goes: Instalar takes it to the phone; Perfil, from wherever it is to another device. */
export type TransferTarget = 'phone' | 'other';

export const TRANSFER_TEXT: Record<
  TransferTarget,
  { title: string; intro: string; steps: readonly [string, string, string] }
> = {
  phone: {
    title: 'Levar meus dados para o celular',
    intro:
      'O M15 no celular começa vazio: o que você registrou neste computador só aparece lá depois que você restaurar um backup.',
    steps: [
      'Faça o backup aqui.',
      'Envie o arquivo para o celular (WhatsApp, email, Drive).',
      'No celular, abra o M15 → Perfil → Restaurar backup.',
    ],
  },
  other: {
    title: 'Levar seus dados para outro aparelho',
    intro:
      'Cada aparelho guarda os próprios dados: no computador ou em um celular novo, o M15 começa vazio até você restaurar um backup.',
    steps: [
      'Faça o backup aqui, no botão Fazer backup.',
      'Envie o arquivo para o outro aparelho (WhatsApp, email, Drive).',
      'No outro aparelho, abra o M15 → Perfil → Restaurar backup.',
    ],
  },
};

/** The diary as a spreadsheet, downloaded from Resultados and beside the report (components/diary-csv-button.tsx). */
export const DIARY_CSV_BUTTON = 'Baixar planilha do diário';
