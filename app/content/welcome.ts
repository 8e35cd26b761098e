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
} as const;
