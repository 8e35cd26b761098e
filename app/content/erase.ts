/**
 * The words of every action that erases data, so nothing is misread:
 * Perfil's, each named, heading and button alike, by what it erases, and
 * Resultados' 'Recomeçar o M15' in the specification's own words. Every
 * dialog lists what goes and what stays. Each line names the keys it
 * stands for; erase.test.ts checks them against domain/erase.ts, so a list
 * can never promise what the storage code does not do.
 */
import type { EraseAction } from '~/domain/erase';
import type { KeyName } from '~/domain/keys';
import type { Toast } from '~/domain/toast';

/** One line of a dialog's list, and the keys it stands for, by their names in domain/keys.ts `KEYS`. */
export interface DataLine {
  text: string;
  keys: readonly KeyName[];
}

export interface EraseText {
  /** The action's name, on its button and as its dialog's subject: what it erases. */
  name: string;
  /** Under the button: when it is the right one, and what stays (the restart's: one line, its dialog says the rest). */
  summary: string;
  /** The dialog. */
  title: string;
  intro: string;
  erases: readonly DataLine[];
  keeps: readonly DataLine[];
  confirm: string;
}

/** The lines both restarts erase: the challenge's own records (domain/erase.ts, CURRENT_CHALLENGE). */
const CHALLENGE_RECORDS: readonly DataLine[] = [
  { text: 'o diário', keys: ['diary'] },
  {
    text: 'os dias concluídos da jornada, o relógio do jejum e a verificação antes dos jejuns (menos um “sim” que ainda vale)',
    keys: ['completedDays', 'fasting', 'safetyChecks'],
  },
  {
    text: 'os jejuns encerrados, as garrafas de eletrólitos e os passos para sair do jejum',
    keys: ['fastLog', 'electrolytes', 'refeed'],
  },
  {
    text: 'os resultados atuais: o peso final e as fotos de antes e depois que não estão no histórico de fotos',
    keys: ['results'],
  },
  { text: 'as anotações e a lista de compras', keys: ['notes', 'shopping'] },
];

/** What every erase keeps, in one plain sentence (domain/erase.ts, NEVER_ERASED; a stop that holds, storage/safety-checks.ts). */
const FAST_TIMES: DataLine = {
  text: 'os horários dos últimos jejuns (só quando começaram e terminaram), por até 15 dias, e um “sim” da verificação antes do jejum enquanto ele vale: eles decidem quando um novo jejum pode começar com segurança',
  keys: ['fastRecord'],
};

/** What both restarts keep besides the profile and the histories. */
const RATINGS_AND_DRAFT: DataLine = {
  text: 'as avaliações de receitas e o rascunho do depoimento',
  keys: ['recipeRatings', 'testimonial'],
};

export const ERASE_TEXT: Record<EraseAction, EraseText> = {
  restartEarly: {
    name: 'Apagar diário e resultados',
    summary: 'Os 15 dias começam de novo hoje, com o mesmo perfil. Ficam os históricos de fotos e de protocolos.',
    title: 'Apagar diário e resultados?',
    intro:
      'Os 15 dias começam de novo hoje. Como o desafio não chegou ao fim, ele não entra no histórico de protocolos. Esta ação não pode ser desfeita.',
    erases: CHALLENGE_RECORDS,
    keeps: [
      { text: 'o perfil, com a data de início mudada para hoje', keys: ['profile'] },
      {
        text: 'o histórico de fotos, com as fotos dele, e o histórico de protocolos',
        keys: ['photoHistory', 'protocolHistory'],
      },
      RATINGS_AND_DRAFT,
      FAST_TIMES,
    ],
    confirm: 'Sim, apagar e recomeçar',
  },
  // Spec §4 "Restart protocol": its button, its dialog's sentence and the screen's confirm, as before.
  restart: {
    name: 'Recomeçar o M15',
    // One line: the dialog lists what goes and what stays.
    summary: 'Este desafio vai para o histórico.',
    title: 'Recomeçar o M15',
    intro:
      'Deseja reiniciar o protocolo? Seu progresso atual será salvo no histórico. Esta ação não pode ser desfeita.',
    erases: CHALLENGE_RECORDS,
    keeps: [
      { text: 'o perfil, para você escolher a nova data de início', keys: ['profile'] },
      {
        text: 'o histórico de protocolos, com este desafio registrado, e o histórico de fotos, com as fotos dele',
        keys: ['protocolHistory', 'photoHistory'],
      },
      RATINGS_AND_DRAFT,
      FAST_TIMES,
    ],
    confirm: 'Sim, recomeçar',
  },
  // Spec §4 "Profile reset": its title, its sentence and its buttons, word for word.
  reset: {
    name: 'Apagar perfil e diário',
    summary: 'Para começar do zero com outro perfil. Ficam os resultados, as fotos e os históricos.',
    title: 'Tem certeza?',
    intro: 'Esta ação vai apagar seu perfil, jornada, diário, anotações e depoimento. Ela não pode ser desfeita.',
    erases: [
      { text: 'o perfil', keys: ['profile'] },
      {
        text: 'os dias concluídos da jornada, o relógio do jejum e a verificação antes dos jejuns (menos um “sim” que ainda vale)',
        keys: ['journey', 'completedDays', 'fasting', 'safetyChecks'],
      },
      {
        text: 'os jejuns encerrados, as garrafas de eletrólitos e os passos para sair do jejum',
        keys: ['fastLog', 'electrolytes', 'refeed'],
      },
      { text: 'o diário', keys: ['diary'] },
      { text: 'as anotações', keys: ['notes'] },
      { text: 'o rascunho do depoimento', keys: ['testimonial'] },
    ],
    keeps: [
      { text: 'os resultados: o peso final e as fotos de antes e depois', keys: ['results'] },
      {
        text: 'o histórico de fotos e o histórico de protocolos',
        keys: ['photoHistory', 'protocolHistory'],
      },
      { text: 'a lista de compras e as avaliações de receitas', keys: ['shopping', 'recipeRatings'] },
      FAST_TIMES,
    ],
    confirm: 'Sim, apagar tudo',
  },
  eraseAll: {
    name: 'Apagar tudo deste aparelho',
    summary: 'Antes de emprestar ou vender o aparelho: apaga tudo o que o M15 guardou aqui, inclusive as fotos.',
    title: 'Apagar tudo deste aparelho?',
    intro:
      'Tudo o que o M15 guardou neste aparelho será apagado, menos os horários dos últimos jejuns e um “sim” da verificação que ainda vale. Esta ação não pode ser desfeita.',
    erases: [
      {
        text: 'os resultados, as fotos de antes e depois e o histórico de fotos',
        keys: ['results', 'photoHistory'],
      },
      {
        text: 'o perfil, os dias concluídos da jornada e o diário',
        keys: ['profile', 'journey', 'completedDays', 'diary'],
      },
      {
        text: 'o relógio do jejum, a verificação antes dos jejuns (menos um “sim” que ainda vale), os jejuns encerrados, as garrafas de eletrólitos e os passos para sair do jejum',
        keys: ['fasting', 'safetyChecks', 'fastLog', 'electrolytes', 'refeed'],
      },
      { text: 'o histórico de protocolos', keys: ['protocolHistory'] },
      {
        text: 'as anotações, a lista de compras e as avaliações de receitas',
        keys: ['notes', 'shopping', 'recipeRatings'],
      },
      {
        text: 'o rascunho do depoimento, a data do último backup e as cópias de dados ilegíveis',
        keys: ['testimonial', 'backupMeta'],
      },
    ],
    keeps: [FAST_TIMES],
    confirm: 'Sim, apagar tudo',
  },
};

/** Words every erase dialog shares. */
export const ERASE_DIALOG = {
  erases: 'Será apagado deste aparelho:',
  keeps: 'Fica como está:',
  backupFirst: 'Fazer backup antes',
  backupMade: (fileName: string) => `Backup pronto: ${fileName}. Guarde o arquivo antes de continuar.`,
} as const;

/** Perfil's section of the actions that erase. */
export const DANGER_ZONE = {
  title: 'Apagar e recomeçar',
  intro:
    'Cada ação abaixo apaga dados deste aparelho e não pode ser desfeita. Antes de confirmar, você pode fazer um backup.',
} as const;

export const RESTARTED_EARLY_TOAST: Toast = {
  kind: 'success',
  title: 'Desafio recomeçado 🔄',
  message: 'Hoje é o dia 1. Seu perfil e seus históricos foram mantidos.',
};

export const ERASED_EVERYTHING_TOAST: Toast = {
  kind: 'success',
  title: 'Tudo foi apagado deste aparelho',
  message: 'Seus dados, fotos e cópias guardadas foram apagados.',
};
