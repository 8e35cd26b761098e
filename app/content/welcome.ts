import { titleOf } from './screens';

/** The specification's welcome (§1), for a new user: what the method is and the two actions. */
export const WELCOME = {
  eyebrow: 'Desafio de 15 dias',
  title: titleOf('/'),
  lead: 'O M15 é um método comprovado de ativação metabólica que transforma o seu corpo em 15 dias.',
  checklist: [
    'Você não precisa pesar nada.',
    'Coma os alimentos indicados até sentir saciedade.',
    'Prefira opções artesanais e sem processamento.',
  ],
  start: 'Começar Agora',
  /** Also the link at the end of Hoje: installing the app stays useful once she has started. */
  install: 'Baixar no Celular',
  /** Beside the restore, on every platform: a new phone, or the home-screen app after Safari. */
  hasBackup: 'Já tem um backup?',
  restore: 'Restaurar backup',
  /** In the iPhone's home-screen app, which keeps data of its own (lib/app-storage.ts): the restore comes first. */
  homeScreenEmpty: 'O app da Tela de Início começa vazio: traga seus dados do Safari com o backup.',
} as const;
