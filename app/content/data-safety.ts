/**
 * What M15 tells an iPhone or iPad user whose browser erases a site's data
 * after 7 days without a visit (Safari's 7-day rule, issue 36;
 * lib/seven-day-rule.ts decides who sees it). Sources:
 * docs/data-safety-sources.md. Plain pt-BR text only.
 */
import { installGuideAnchor } from './install';
import { CLOSE_NOTICE } from './shell';

/** The backup's button (components/backup-button.tsx), and the link to it. */
export const BACKUP_ACTION = 'Fazer backup';

/**
 * Said on Perfil → Seus dados and, once, on Hoje. Every browser of an iPhone
 * runs on Safari's engine and follows the same rule: "e os outros navegadores".
 */
export const HOME_SCREEN_NOTICE = {
  title: 'No iPhone, guarde o M15 na Tela de Início',
  text:
    'No iPhone e no iPad, o Safari e os outros navegadores apagam os dados de um site que você não abre por 7 dias. ' +
    'Adicione o M15 à Tela de Início para guardar seus dados como um app, e faça backup.',
  installLink: 'Ver como adicionar à Tela de Início',
  backupLink: BACKUP_ACTION,
  close: CLOSE_NOTICE,
} as const;

/** Instalar's iPhone steps. */
export const INSTALL_IPHONE_PATH = `/instalar#${installGuideAnchor('iphone')}`;

/** Perfil's 'Seus dados', where the backup button is. */
export const BACKUP_SECTION_PATH = '/perfil#seus-dados-secao';

/** The title a backup file is shared with (the phone's share sheet). */
export const BACKUP_FILE_TITLE = 'Backup do M15';
