/**
 * The frame every screen opens in (root.tsx and components/shell/): the
 * page's description, the skip link, the footer, the notices above the
 * screen and what a screen that failed says (the navigation's words are nav.ts's).
 */
import { titleOf } from './screens';

/** The page's `<meta name="description">` (root.tsx's document, prerendered into index.html). */
export const APP_DESCRIPTION =
  'M15: acompanhe seu desafio de 15 dias de ativação metabólica — jornada, diário, resultados, receitas e anotações, mesmo sem internet.';

/** The first link a keyboard meets: it jumps over the navigation to the screen. */
export const SKIP_TO_CONTENT = 'Pular para o conteúdo';

/** Under every screen: the app's name, where the data is, and that the app is not a doctor. */
export const FOOTER = {
  title: 'M15 · Ativação Metabólica em 15 Dias',
  local: 'Seus dados ficam guardados só neste aparelho. Funciona sem internet.',
  notADoctor: 'Este app não substitui orientação médica.',
  /** Between the sentence above and the link to Instalar, in a browser tab. */
  separator: '·',
  install: titleOf('/instalar'),
} as const;

/** The button that closes a notice above the screen (the kept-aside data, the home screen). */
export const CLOSE_NOTICE = 'Fechar aviso';

/** The name of every toast's close button (components/show-toast.tsx), for a screen reader. */
export const CLOSE_TOAST = 'Fechar notificação';

/** The weekly nudge to back up (components/shell/backup-reminder-notice.tsx). */
export const BACKUP_REMINDER = {
  title: 'Que tal fazer um backup? 💾',
  text: 'Seu progresso e suas fotos ficam só neste aparelho. Guarde uma cópia para não perder nada.',
  backupNow: 'Fazer backup agora',
  notNow: 'Agora não',
} as const;

/** Some stored data could not be read and was kept aside (components/shell/kept-aside-notice.tsx). */
export const KEPT_ASIDE_NOTICE = {
  title: 'Alguns dados salvos não puderam ser lidos',
  close: CLOSE_NOTICE,
  text: 'O M15 continuou com tudo o que estava legível e guardou uma cópia do original à parte. Nada foi apagado.',
  /** `what`: the data's name (content/data.ts DATA_LABELS). */
  copyOf: (what: string) => `Cópia de: ${what}`,
  download: 'Baixar cópia',
  discard: 'Descartar cópia',
  /** The dialog before a copy is discarded. */
  confirmTitle: 'Descartar a cópia?',
  confirm: 'Sim, descartar',
  confirmText: (what: string) =>
    `A cópia dos dados ilegíveis de ${what} será apagada deste aparelho. Seus dados atuais não mudam.`,
} as const;

/** The one way back to the welcome screen: from a screen that failed, the 404 and the foot of Instalar. */
export const BACK_HOME = 'Voltar ao Início';

/** A screen that threw (root.tsx's ErrorBoundary): the data is safe, and the way back to Início. */
export const SCREEN_FAILED = {
  title: 'Algo deu errado',
  text: 'Desculpe, esta tela encontrou um problema inesperado. Seus dados continuam guardados no aparelho.',
  /** `detail`: the error's own message or status, as it came. */
  detail: (detail: string) => `Detalhe técnico: ${detail}`,
  home: BACK_HOME,
} as const;

/**
 * Above a form whose stored record another tab or window changed while she
 * was typing here (components/use-stored-form.ts): what she typed stays, and
 * she may take what was saved there instead.
 */
export const OTHER_TAB = {
  title: 'Alterado em outra aba',
  message:
    'Enquanto você digitava aqui, isto foi salvo em outra aba ou janela. O que você digitou continua nesta tela e, se for salvo, substitui o que foi salvo lá.',
  discard: 'Descartar o que digitei',
} as const;
