/**
 * What M15 tells an iPhone or iPad user whose browser erases a site's data
 * after 7 days without a visit (Safari's 7-day rule;
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
    'Na Tela de Início, o M15 vira um app e guarda seus dados, mas começa vazio: leve-os com um backup.',
  installLink: 'Ver como adicionar à Tela de Início',
  close: CLOSE_NOTICE,
} as const;

/**
 * The whole way from a Safari tab to the iPhone's home-screen app, which
 * keeps data of its own and starts empty (lib/app-storage.ts): every text
 * that sends her to the home screen gives these four steps, with the backup
 * button under the first.
 */
export const IPHONE_WAY = [
  'Faça um backup aqui.',
  'Adicione à Tela de Início: toque em Compartilhar (o quadrado com a seta para cima) e escolha “Adicionar à Tela de Início”.',
  'Abra o M15 pelo ícone na Tela de Início.',
  'Toque em Restaurar backup e escolha o arquivo.',
] as const;

/** Said once on Hoje after a backup was restored in the iPhone's home-screen app. */
export const SAFARI_COPY_NOTICE = {
  title: 'Seus dados chegaram ao app',
  text:
    'A aba do Safari ainda guarda uma cópia, que o próprio Safari apaga depois de um tempo. ' +
    'De agora em diante, abra o M15 pelo ícone na Tela de Início.',
  close: 'Entendi',
} as const;

/** Instalar's iPhone steps. */
export const INSTALL_IPHONE_PATH = `/instalar#${installGuideAnchor('iphone')}`;

/** The title a backup file is shared with (the phone's share sheet). */
export const BACKUP_FILE_TITLE = 'Backup do M15';
