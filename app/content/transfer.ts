/**
 * How to take the data to another device: Instalar on a computer
 * (to the phone) and Perfil → Seus dados (to a computer or a new phone).
 */

/**
 * From a computer to the phone (Instalar): back up here, then the phone's own
 * way, since an iPhone's home-screen app keeps data apart from Safari
 * (lib/app-storage.ts) and an Android phone's installed app shares Chrome's.
 */
export const TRANSFER_TO_PHONE = {
  title: 'Levar meus dados para o celular',
  intro:
    'O M15 no celular começa vazio: o que você registrou neste computador só aparece lá depois que você restaurar um backup.',
  backup: 'Primeiro, faça o backup aqui.',
  phones: [
    {
      id: 'android',
      title: 'No Android',
      steps: [
        'Envie o arquivo para o celular (WhatsApp, email, Drive).',
        'No celular, abra o M15 no Chrome e instale: menu (⋮) → “Instalar app”.',
        'Abra o M15 pelo ícone, toque em Perfil → Restaurar backup e escolha o arquivo.',
      ],
    },
    {
      id: 'iphone',
      title: 'No iPhone',
      steps: [
        'Envie o arquivo para o iPhone (WhatsApp, email, Drive) e salve em Arquivos.',
        'No iPhone, abra o M15 no Safari e adicione à Tela de Início: Compartilhar → “Adicionar à Tela de Início”.',
        'Abra o M15 pelo ícone na Tela de Início.',
        'Toque em Restaurar backup e escolha o arquivo.',
      ],
    },
  ],
} as const;

/** From wherever she is to another device (Perfil → Seus dados). */
export const TRANSFER_TO_OTHER = {
  title: 'Levar seus dados para outro aparelho',
  intro:
    'Cada aparelho guarda os próprios dados: no computador ou em um celular novo, o M15 começa vazio até você restaurar um backup.',
  steps: [
    'Faça o backup aqui, no botão Fazer backup.',
    'Envie o arquivo para o outro aparelho (WhatsApp, email, Drive).',
    'No outro aparelho, instale o M15 primeiro (veja Instalar no celular), abra-o pelo ícone, toque em Restaurar backup e escolha o arquivo.',
  ],
} as const;

/** The diary as a spreadsheet, downloaded from Resultados and beside the report (components/diary-csv-button.tsx). */
export const DIARY_CSV_BUTTON = 'Baixar planilha do diário';
